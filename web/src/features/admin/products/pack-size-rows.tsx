// The product's pack sizes: one group of boxes per size (grams, MRP, price, stock), added and removed
// freely; the shared schema names what is wrong in each box.
import { MAX_PACK_SIZES, type ProductUnit } from '@prime/contract';
import { TextField } from '../../../ui/text-field.tsx';
import type { PathErrors } from '../shared/errors.ts';
import shared from '../shared/admin.module.css';
import styles from './products.module.css';
import { emptyPack, type PackRow } from './product-form-values.ts';

type PackField = Exclude<keyof PackRow, 'key' | 'pp_id'>;

const boxes = (
  unit: ProductUnit,
): { name: PackField; label: string; before?: string; inputMode: 'numeric' | 'decimal' }[] => [
  { name: 'pp_packet_size', label: unit === 'ml' ? 'Size in ml' : 'Size in grams', inputMode: 'numeric' },
  { name: 'pp_prize', label: 'MRP', before: '₹', inputMode: 'decimal' },
  { name: 'pp_discount_prize', label: 'Selling price', before: '₹', inputMode: 'decimal' },
  { name: 'pp_stocks', label: 'Units in stock', inputMode: 'numeric' },
];

interface PackSizeRowsProps {
  /** The product's unit: each size is a net quantity in it. */
  unit: ProductUnit;
  rows: PackRow[];
  errors: PathErrors;
  onChange: (rows: PackRow[]) => void;
}

export function PackSizeRows({ unit, rows, errors, onChange }: PackSizeRowsProps) {
  const update = (index: number, name: PackField, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [name]: value } : row)));

  return (
    <>
      {errors.product_price && (
        <p className="field-error" role="alert">
          {errors.product_price}
        </p>
      )}
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className={styles.row}>
              <legend>Pack size {index + 1}</legend>
              <div className={styles.packBoxes}>
                {boxes(unit).map((box) => (
                  <TextField
                    key={box.name}
                    label={box.label}
                    before={box.before}
                    inputMode={box.inputMode}
                    value={row[box.name]}
                    error={errors[`product_price.${index}.${box.name}`]}
                    onChange={(event) => update(index, box.name, event.target.value)}
                  />
                ))}
              </div>
              {errors[`product_price.${index}.pp_id`] && (
                <p className="field-error" role="alert">
                  {errors[`product_price.${index}.pp_id`]}
                </p>
              )}
              <button
                type="button"
                className={shared.linkButton}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                Remove pack size {index + 1}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-outline"
        disabled={rows.length >= MAX_PACK_SIZES}
        onClick={() => onChange([...rows, emptyPack()])}
      >
        Add a pack size
      </button>
    </>
  );
}
