// The product's ingredients, in the order the product page lists them.
import { MAX_INGREDIENTS } from '@prime/contract';
import { TextField } from '../../../ui/text-field.tsx';
import type { PathErrors } from '../shared/errors.ts';
import { ImageField } from '../shared/image-field.tsx';
import shared from '../shared/admin.module.css';
import styles from './products.module.css';
import { emptyIngredient, type IngredientRow } from './product-form-values.ts';

interface IngredientRowsProps {
  rows: IngredientRow[];
  errors: PathErrors;
  onChange: (rows: IngredientRow[]) => void;
}

export function IngredientRows({ rows, errors, onChange }: IngredientRowsProps) {
  const update = (index: number, change: Partial<IngredientRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <>
      {errors.ingredients && (
        <p className="field-error" role="alert">
          {errors.ingredients}
        </p>
      )}
      {rows.length === 0 && <p className={shared.muted}>No ingredients listed yet.</p>}
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.key} className={styles.ingredient}>
            <TextField
              label={`Ingredient ${index + 1}`}
              value={row.pin_description}
              error={errors[`ingredients.${index}.pin_description`]}
              onChange={(event) => update(index, { pin_description: event.target.value })}
            />
            <ImageField
              label={`Ingredient ${index + 1} icon`}
              value={row.pin_image}
              error={errors[`ingredients.${index}.pin_image`]}
              onChange={(path) => update(index, { pin_image: path })}
              optional
            />
            <button
              type="button"
              className={shared.linkButton}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              Remove ingredient {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-outline"
        disabled={rows.length >= MAX_INGREDIENTS}
        onClick={() => onChange([...rows, emptyIngredient()])}
      >
        Add an ingredient
      </button>
    </>
  );
}
