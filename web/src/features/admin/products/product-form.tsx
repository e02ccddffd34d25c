// The product form: name, groups, flags, declarations, pack sizes, ingredients and the texts of its page. It is
// checked with the server's own schema before it is sent; what the server still refuses is shown on
// the same boxes. Its values live with the editor screen, which keeps them through a refused save.
import { GST_RATES, type AdminProduct, type Category, type Concern } from '@prime/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../ui/text-field.tsx';
import type { PathErrors } from '../shared/errors.ts';
import { Checks, focusFirstInvalid, Select, TextArea } from '../shared/form-controls.tsx';
import shared from '../shared/admin.module.css';
import { DeclarationFields } from './declaration-fields.tsx';
import { IngredientRows } from './ingredient-rows.tsx';
import { PackSizeRows } from './pack-size-rows.tsx';
import {
  checkProduct,
  LONG_TEXTS,
  type ProductFormValues,
  type ProductSaveRequest,
  withName,
} from './product-form-values.ts';
import styles from './products.module.css';
import { useNamesakes } from './use-namesakes.ts';

interface ProductFormProps {
  values: ProductFormValues;
  /** The product as saved (its name and page address now); undefined for a new one. */
  saved: Pick<ProductFormValues, 'p_productname' | 'p_slug'> | undefined;
  onChange: (change: (current: ProductFormValues) => ProductFormValues) => void;
  categories: Category[];
  concerns: Concern[];
  /** What the server refused, or changed meanwhile, by field path. */
  serverErrors: PathErrors;
  busy: boolean;
  onSave: (request: ProductSaveRequest) => void;
  /** Problems the schema cannot see (a new product to be shown without a photo), by field. */
  checkMore?: (values: ProductFormValues) => PathErrors;
  /** The photos section of a new product, given the form's message for it. */
  photos?: (error: string | undefined) => React.ReactNode;
}

export function ProductForm({
  values,
  saved,
  onChange,
  categories,
  concerns,
  serverErrors,
  busy,
  onSave,
  checkMore,
  photos,
}: ProductFormProps) {
  const [checkErrors, setCheckErrors] = useState<PathErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const errors = { ...serverErrors, ...checkErrors };
  const set = <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) =>
    onChange((current) => ({ ...current, [name]: value }));

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkProduct(values);
    const request = checked.request;
    const found = { ...checked.errors, ...checkMore?.(values) };
    setCheckErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    onSave(request);
  }

  const isNew = values.p_id === undefined;
  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={isNew ? 'New product' : 'Edit product'}>
      <ProductDetails
        values={values}
        saved={saved}
        errors={errors}
        onChange={onChange}
        categories={categories}
        concerns={concerns}
      />

      <section className={shared.panel} aria-labelledby="product-packs">
        <h2 id="product-packs">Pack sizes, prices and stock</h2>
        <PackSizeRows
          unit={values.p_unit}
          rows={values.product_price}
          errors={errors}
          onChange={(rows) => set('product_price', rows)}
        />
      </section>

      <DeclarationFields values={values} errors={errors} set={set} />

      <section className={shared.panel} aria-labelledby="product-ingredients">
        <h2 id="product-ingredients">Ingredients</h2>
        <IngredientRows
          rows={values.ingredients}
          errors={errors}
          onChange={(rows) => set('ingredients', rows)}
        />
      </section>

      <section className={shared.panel} aria-labelledby="product-texts">
        <h2 id="product-texts">About the product</h2>
        {LONG_TEXTS.map((text) => (
          <TextArea
            key={text.name}
            label={text.label}
            value={values[text.name]}
            error={errors[text.name]}
            onChange={(event) => set(text.name, event.target.value)}
          />
        ))}
      </section>

      {photos?.(errors.photos)}

      <div className={shared.formActions}>
        <button type="submit" className="btn" disabled={busy}>
          {busy ? 'Saving…' : isNew ? 'Create product' : 'Save product'}
        </button>
      </div>
    </form>
  );
}

type ProductDetailsProps = Pick<
  ProductFormProps,
  'values' | 'saved' | 'onChange' | 'categories' | 'concerns'
> & { errors: PathErrors };

/** The product's name, page address, category, concern, tax and whether the shop shows it. */
function ProductDetails({ values, saved, errors, onChange, categories, concerns }: ProductDetailsProps) {
  const set = <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) =>
    onChange((current) => ({ ...current, [name]: value }));
  const namesakes = useNamesakes(values.p_productname, saved?.p_productname, values.p_id);
  return (
    <section className={shared.panel} aria-labelledby="product-details">
      <h2 id="product-details">Details</h2>
      <div className={shared.formGrid}>
        <TextField
          label="Product name"
          className={shared.wide}
          value={values.p_productname}
          error={errors.p_productname}
          hint={namesakes.length > 0 && <NamesakesWarning namesakes={namesakes} />}
          onChange={(event) => {
            const name = event.target.value;
            onChange((current) => withName(current, name));
          }}
        />
        <TextField
          label="Page address"
          className={shared.wide}
          before="/products/"
          value={values.p_slug}
          error={errors.p_slug}
          spellCheck={false}
          autoCapitalize="none"
          hint={<SlugHint saved={saved} />}
          onChange={(event) => set('p_slug', event.target.value)}
        />
        <Select
          label="Category"
          value={values.p_category}
          error={errors.p_category}
          onChange={(event) => set('p_category', event.target.value)}
          options={[
            { value: '', label: 'Choose a category' },
            ...categories.map((category) => ({ value: String(category.c_id), label: category.c_name })),
          ]}
        />
        <Select
          label="Concern"
          value={values.p_concern_category}
          error={errors.p_concern_category}
          onChange={(event) => set('p_concern_category', event.target.value)}
          options={[
            { value: '', label: 'No concern' },
            ...concerns.map((concern) => ({ value: String(concern.cc_id), label: concern.cc_name })),
          ]}
        />
        <TextField
          label="HSN code"
          inputMode="numeric"
          value={values.p_hsn}
          error={errors.p_hsn}
          hint="4 to 8 digits, printed on the tax invoice."
          onChange={(event) => set('p_hsn', event.target.value)}
        />
        <Select
          label="GST rate"
          value={values.p_gst_rate}
          error={errors.p_gst_rate}
          hint="Included in the prices; the invoice carves it out."
          onChange={(event) => set('p_gst_rate', event.target.value)}
          options={GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))}
        />
      </div>
      <Checks
        legend="In the shop"
        values={values}
        boxes={[
          { name: 'p_status', label: 'Shown in the shop' },
          { name: 'p_upcoming', label: 'Upcoming (not yet for sale)' },
          { name: 'p_bestseller', label: 'Best seller' },
        ]}
        onChange={set}
      />
    </section>
  );
}

/** Other products of the same name: shoppers could not tell them apart. */
function NamesakesWarning({ namesakes }: { namesakes: AdminProduct[] }) {
  return (
    <span role="status" className={styles.warning}>
      Another product is already called this:{' '}
      {namesakes.map((other, index) => (
        <span key={other.p_id}>
          {index > 0 && ', '}
          <Link to={`/admin/products/${other.p_id}`}>/products/{other.p_slug}</Link>
        </span>
      ))}
      . Shoppers cannot tell them apart: choose another name, or give this one its own page address.
    </span>
  );
}

function SlugHint({ saved }: Pick<ProductFormProps, 'saved'>) {
  if (!saved) return 'Lower-case words and hyphens, made from the name unless you type your own.';
  return (
    <>
      Lower-case words and hyphens. Now at{' '}
      <a href={`/products/${saved.p_slug}`} target="_blank" rel="noreferrer">
        /products/{saved.p_slug}
      </a>
      ; a new address takes its place, and the old one leads to it.
    </>
  );
}
