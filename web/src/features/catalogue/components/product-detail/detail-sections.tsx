// The product's long texts as disclosure sections, DESCRIPTION open at load.
import type { Product } from '@prime/contract';
import { useId, useState } from 'react';
import { ChevronIcon } from '../../../../ui/icons.tsx';
import styles from './product-detail.module.css';

export function DetailSections({ product }: { product: Product }) {
  const sections = [
    { title: 'DESCRIPTION', text: product.p_description },
    { title: 'HOW IT WORKS ?', text: product.p_how_it_works },
    { title: 'HOW TO USE ?', text: product.p_how_to_use },
    { title: 'SUITABLE FOR', text: product.p_suitable_for },
    {
      title: 'INGREDIENTS',
      text: product.ingredients.map((ingredient) => ingredient.pin_description).join(', '),
    },
  ].filter((section) => section.text.trim() !== '');
  return (
    <div className={styles.sections}>
      {sections.map((section, index) => (
        <Disclosure
          key={section.title}
          title={section.title}
          text={section.text}
          initiallyOpen={index === 0}
        />
      ))}
    </div>
  );
}

function Disclosure({ title, text, initiallyOpen }: { title: string; text: string; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionHeading}>
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <span>{title}</span>
          <ChevronIcon open={open} size={20} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className={styles.sectionText}>
        {text.split(/\n+/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
