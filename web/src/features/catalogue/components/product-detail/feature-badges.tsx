// Short claims from the material-content text, which mixes commas, bars and emoji as separators.
import styles from './product-detail.module.css';

const SEPARATORS = /[,|\u2022]|\p{Extended_Pictographic}|\u200d|\ufe0f/u;

export function splitFeatures(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function FeatureBadges({ text }: { text: string }) {
  const features = splitFeatures(text);
  if (!features.length) return null;
  return (
    <ul className={styles.badges} aria-label="Highlights">
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}
