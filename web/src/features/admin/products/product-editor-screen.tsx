// /admin/products/new and /admin/products/:productId: create a product, or edit one (hidden ones
// too) with its photos. When another admin changed the product meanwhile (409), the screen says so
// and shows the product as it is now saved.
import { catalogueMessages } from '@prime/contract';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useToast } from '../../../ui/toast.tsx';
import { useAdminProduct } from '../api/get-admin-product.ts';
import { useCategories } from '../api/get-categories.ts';
import { useConcerns } from '../api/get-concerns.ts';
import { saveProduct } from '../api/save-product.ts';
import { failureMessage, isConflict } from '../shared/errors.ts';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { ProductForm } from './product-form.tsx';
import { emptyProduct, fromProduct } from './product-form-values.ts';
import { ProductGallery } from './product-gallery.tsx';

export default function ProductEditorScreen() {
  const params = useParams();
  const productId = params.productId && /^\d+$/.test(params.productId) ? Number(params.productId) : undefined;
  const isNew = params.productId === undefined;
  const product = useAdminProduct(productId);
  const categories = useCategories();
  const concerns = useConcerns();
  const navigate = useNavigate();
  const { toast } = useToast();
  // A new key draws the form afresh from the product as the server now holds it.
  const [formKey, setFormKey] = useState(0);
  const reload = async () => {
    await product.refetch();
    setFormKey((key) => key + 1);
  };

  const save = useAdminWrite({
    write: saveProduct,
    success: (answer) => answer.message || catalogueMessages.productSaved,
    onSuccess: async (answer, request) => {
      if (request.p_id === undefined) navigate(`/admin/products/${answer.p_id}`, { replace: true });
      else await reload();
    },
    onFailure: (error) => {
      if (!isConflict(error) || isNew) return false;
      toast({
        title: failureMessage(error),
        text: 'The form now shows the product as it is saved: make your change again.',
        kind: 'error',
      });
      void reload();
      return true;
    },
  });

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
          <ProductForm
            key={formKey}
            initial={isNew ? emptyProduct() : fromProduct(product.data!)}
            categories={categories.data!}
            concerns={concerns.data!}
            serverErrors={save.fieldErrors}
            busy={save.isPending}
            onSave={(request) => save.mutate(request)}
          />
          {product.data && <ProductGallery product={product.data} />}
        </>
      )}
    </>
  );
}
