// /admin/products/new and /admin/products/:productId: create a product with its photos (shown only
// once they are in: create-product.ts), or edit one (hidden ones too) and its photos. Leaving with
// unsaved changes asks first (LeaveGuard). When a save is refused because the product changed meanwhile (409: another
// admin saved it, or the stock of a pack size whose figure the admin changed was sold or returned),
// the screen says so and keeps what the admin typed: the boxes they left alone show the product as
// it is saved now, and a note marks each box another change also touched.
import { catalogueMessages, type AdminProduct, type Category, type Concern } from '@prime/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useToast } from '../../../ui/toast.tsx';
import { useCategories, useConcerns } from '../../catalogue/index.ts';
import { useAdminProduct } from '../api/get-admin-product.ts';
import { saveProduct } from '../api/save-product.ts';
import { conflictFieldErrors, failureMessage, isConflict, type PathErrors } from '../shared/errors.ts';
import { LeaveGuard } from '../shared/leave-guard.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { createProduct, CreatedHidden } from './create-product.ts';
import { NewProductPhotos } from './new-product-photos.tsx';
import { ProductForm } from './product-form.tsx';
import {
  emptyProduct,
  fromProduct,
  rebaseForm,
  type ProductFormValues,
  type ProductSaveRequest,
} from './product-form-values.ts';
import { NotifyWaiting } from './notify-waiting.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductLots } from './product-lots.tsx';

export default function ProductEditorScreen() {
  const params = useParams();
  const productId = params.productId && /^\d+$/.test(params.productId) ? Number(params.productId) : undefined;
  const isNew = params.productId === undefined;
  const product = useAdminProduct(productId);
  const categories = useCategories();
  const concerns = useConcerns();

  const title = isNew ? 'New product' : product.data ? product.data.p_productname : 'Edit product';
  const lists = [categories, concerns, ...(isNew ? [] : [product])];
  // Only a first read holds the form back: a later one that fails leaves the admin's typing alone.
  const waiting = lists.find((query) => query.data === undefined);

  return (
    <>
      <ScreenHead title={title}>
        <Link to="/admin/products" className="btn btn-outline">
          Back to products
        </Link>
      </ScreenHead>
      {!isNew && productId === undefined ? (
        <p role="alert">There is no such product.</p>
      ) : waiting ? (
        <QueryState query={waiting} loading="Loading the product…" />
      ) : (
        <>
          <ProductEditor
            key={productId ?? 'new'}
            product={isNew ? undefined : product.data!}
            categories={categories.data!}
            concerns={concerns.data!}
            readSaved={async () => (await product.refetch()).data}
          />
          {product.data && <ProductGallery product={product.data} />}
          {product.data && <ProductLots product={product.data} />}
          {productId !== undefined && <NotifyWaiting productId={productId} />}
        </>
      )}
    </>
  );
}

const PHOTO_NEEDED =
  'Add at least one photo, or untick “Shown in the shop”: the shop shows a product only with a photo.';

interface EditorState {
  /** What the form was filled from: the product as the server held it then. */
  base: ProductFormValues;
  /** What the boxes hold now. */
  values: ProductFormValues;
  /** Boxes another change touched while the admin changed them too (after a refused save). */
  notes: PathErrors;
}

const startFrom = (values: ProductFormValues): EditorState => ({ base: values, values, notes: {} });

interface ProductEditorProps {
  /** Undefined for a new product. */
  product: AdminProduct | undefined;
  categories: Category[];
  concerns: Concern[];
  /** Reads the product as it is saved now. */
  readSaved: () => Promise<AdminProduct | undefined>;
}

function ProductEditor({ product, categories, concerns, readSaved }: ProductEditorProps) {
  const isNew = product === undefined;
  const [editor, setEditor] = useState(() => startFrom(product ? fromProduct(product) : emptyProduct()));
  /** A new product's photos, uploaded once it is created. */
  const [photos, setPhotos] = useState<File[]>([]);
  const navigate = useNavigate();
  const { toast } = useToast();

  const save = useAdminWrite({
    write: (request: ProductSaveRequest) => (isNew ? createProduct(request, photos) : saveProduct(request)),
    success: (answer) => answer.message || catalogueMessages.productSaved,
    onSuccess: async (answer, request) => {
      if (request.p_id === undefined) {
        navigate(`/admin/products/${answer.p_id}`, { replace: true });
        return;
      }
      const saved = await readSaved();
      if (saved) setEditor(startFrom(fromProduct(saved)));
    },
    onFailure: (error) => {
      if (error instanceof CreatedHidden) {
        navigate(`/admin/products/${error.productId}`, { replace: true });
        toast({
          title: 'The product is created, but hidden',
          text: `${failureMessage(error.reason)} Add its photos here, then tick “Shown in the shop” and save.`,
          kind: 'error',
        });
        return true;
      }
      // A page address another product has: said at its box, not a clash with another admin's save.
      const named = conflictFieldErrors(error);
      if (named.p_slug) {
        save.setFieldErrors(named);
        return false;
      }
      if (!isConflict(error) || isNew) return false;
      toast({
        title: failureMessage(error),
        text: 'What you typed is kept. The boxes you left alone now show the product as saved; check the marked ones and save again.',
        kind: 'error',
      });
      void readSaved().then((saved) => {
        if (!saved) return;
        // Rebased on what the admin has in the boxes when the product arrives, typing since included.
        const fresh = fromProduct(saved);
        setEditor((current) => ({ base: fresh, ...rebaseForm(current.base, current.values, fresh) }));
      });
      return true;
    },
  });

  // Typed and not yet saved: leaving asks first (the boxes hold text, so their JSON compares them whole).
  const unsaved = JSON.stringify(editor.values) !== JSON.stringify(editor.base) || photos.length > 0;
  return (
    <>
      <LeaveGuard
        dirty={unsaved}
        text="Your changes to this product are not saved yet. Leave and lose them, or stay and save them?"
      />
      <ProductForm
        values={editor.values}
        saved={product && { p_productname: product.p_productname, p_slug: product.p_slug }}
        onChange={(change) => setEditor((current) => ({ ...current, values: change(current.values) }))}
        categories={categories}
        concerns={concerns}
        serverErrors={{ ...editor.notes, ...save.fieldErrors }}
        checkMore={(values): PathErrors =>
          isNew && values.p_status && photos.length === 0 ? { photos: PHOTO_NEEDED } : {}
        }
        photos={
          isNew
            ? (error) => <NewProductPhotos photos={photos} onChange={setPhotos} error={error} />
            : undefined
        }
        busy={save.isPending}
        onSave={(request) => {
          setEditor((current) => ({ ...current, notes: {} }));
          save.mutate(request);
        }}
      />
    </>
  );
}
