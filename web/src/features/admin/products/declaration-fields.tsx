// The product's declarations (decision 0029): what the Legal Metrology (Packaged Commodities) Rules 2011
// ask every packaged cosmetic sold online to show. Each box says what the law asks and gives an
// example; a product on sale cannot be saved without its generic name, manufacturer and shelf life.
import { MAX_SHELF_LIFE_MONTHS } from '@prime/contract';
import { TextField } from '../../../ui/text-field.tsx';
import type { PathErrors } from '../shared/errors.ts';
import { Select, TextArea } from '../shared/form-controls.tsx';
import shared from '../shared/admin.module.css';
import type { ProductFormValues } from './product-form-values.ts';

type DeclarationName =
  | 'p_generic_name'
  | 'p_unit'
  | 'p_manufacturer'
  | 'p_marketer'
  | 'p_country_of_origin'
  | 'p_shelf_life_months';

interface Props {
  values: ProductFormValues;
  errors: PathErrors;
  set: <K extends DeclarationName>(name: K, value: ProductFormValues[K]) => void;
}

export function DeclarationFields({ values, errors, set }: Props) {
  return (
    <section className={shared.panel} aria-labelledby="product-declarations">
      <h2 id="product-declarations">Declarations on the label</h2>
      <p className={shared.muted}>
        The Legal Metrology rules ask every listing to show these, as the pack does. Required for a product on
        sale.
      </p>
      <div className={shared.formGrid}>
        <TextField
          label="Generic name"
          value={values.p_generic_name}
          error={errors.p_generic_name}
          hint="What the product is, in common words: e.g. Face serum, Sunscreen lotion."
          onChange={(event) => set('p_generic_name', event.target.value)}
        />
        <Select
          label="Unit of net quantity"
          value={values.p_unit}
          error={errors.p_unit}
          hint="Liquids (serums, face washes, toners, lotions) in ml; creams and gels in g."
          onChange={(event) => set('p_unit', event.target.value === 'ml' ? 'ml' : 'g')}
          options={[
            { value: 'g', label: 'Grams (g)' },
            { value: 'ml', label: 'Millilitres (ml)' },
          ]}
        />
        <TextArea
          label="Manufacturer"
          className={shared.wide}
          rows={2}
          value={values.p_manufacturer}
          error={errors.p_manufacturer}
          hint="The maker's name and full address, as on the pack: e.g. Vardhan Cosmeceuticals Pvt. Ltd., Plot B-14, MIDC Ranjangaon, Pune, Maharashtra 412220."
          onChange={(event) => set('p_manufacturer', event.target.value)}
        />
        <TextArea
          label="Marketer"
          className={shared.wide}
          rows={2}
          value={values.p_marketer}
          error={errors.p_marketer}
          hint="The brand owner that markets it (or the importer), name and address, when not the maker; leave empty otherwise."
          onChange={(event) => set('p_marketer', event.target.value)}
        />
        <TextField
          label="Country of origin"
          value={values.p_country_of_origin}
          error={errors.p_country_of_origin}
          hint="Where it was made: e.g. India."
          onChange={(event) => set('p_country_of_origin', event.target.value)}
        />
        <TextField
          label="Shelf life in months"
          inputMode="numeric"
          value={values.p_shelf_life_months}
          error={errors.p_shelf_life_months}
          hint={`Best before this many months from manufacture, 1 to ${MAX_SHELF_LIFE_MONTHS}: e.g. 24.`}
          onChange={(event) => set('p_shelf_life_months', event.target.value)}
        />
      </div>
    </section>
  );
}
