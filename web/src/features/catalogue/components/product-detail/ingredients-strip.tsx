import type { Ingredient } from '@prime/contract';
import { imageUrl } from '../../../../lib/image-url.ts';
import styles from './product-detail.module.css';

export function IngredientsStrip({ ingredients }: { ingredients: Ingredient[] }) {
  if (!ingredients.length) return null;
  return (
    <section className={`section below-fold ${styles.ingredients}`} aria-labelledby="key-ingredients-title">
      <div className="container">
        <h2 id="key-ingredients-title" className="section-title">
          KEY INGREDIENTS
        </h2>
        <ul className={styles.ingredientList}>
          {ingredients.map((ingredient) => (
            <li key={ingredient.pin_id}>
              <img src={imageUrl(ingredient.pin_image)} alt="" width={72} height={72} loading="lazy" />
              <span>{ingredient.pin_description}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
