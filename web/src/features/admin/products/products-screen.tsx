// /admin/products: every product, hidden ones too, with its pack sizes, stock and flags; search by
// name or page address, narrow by category and by shown or hidden.
import { ADMIN_LIST_PAGE_SIZE, type AdminProduct } from '@prime/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatPackSize, formatRupees } from '../../../lib/format.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { useCategories } from '../api/get-categories.ts';
import { Select } from '../shared/form-controls.tsx';
import { Pager } from '../shared/pager.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useUrlFilters } from '../shared/use-url-filters.ts';
import shared from '../shared/admin.module.css';
import styles from './products.module.css';

const FILTERS = ['search', 'category', 'status'] as const;

export default function ProductsScreen() {
  const { values, page, apply, goToPage } = useUrlFilters(FILTERS);
  const [draft, setDraft] = useState(values);
  const categories = useCategories();
  const products = useAdminProducts({
    page,
    ...(values.search ? { search: values.search } : {}),
    ...(/^\d+$/.test(values.category) ? { category_id: Number(values.category) } : {}),
    ...(values.status === '1' || values.status === '0' ? { status: Number(values.status) as 0 | 1 } : {}),
  });
  const categoryName = new Map((categories.data ?? []).map((category) => [category.c_id, category.c_name]));

  return (
    <>
      <ScreenHead title="Products">
        <Link to="/admin/products/new" className="btn">
          Add a product
        </Link>
      </ScreenHead>
      <form
        className={shared.panel}
        role="search"
        aria-label="Filter products"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <div className={shared.filters}>
          <TextField
            label="Name or page address"
            type="search"
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
          <Select
            label="Category"
            value={draft.category}
            onChange={(event) => setDraft({ ...draft, category: event.target.value })}
            options={[
              { value: '', label: 'All categories' },
              ...(categories.data ?? []).map((category) => ({
                value: String(category.c_id),
                label: category.c_name,
              })),
            ]}
          />
          <Select
            label="Shown or hidden"
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value })}
            options={[
              { value: '', label: 'Shown and hidden' },
              { value: '1', label: 'Shown in the shop' },
              { value: '0', label: 'Hidden' },
            ]}
          />
        </div>
        <div className={shared.filterActions}>
          <button type="submit" className="btn">
            Show products
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              const cleared = { search: '', category: '', status: '' };
              setDraft(cleared);
              apply(cleared);
            }}
          >
            Clear filters
          </button>
        </div>
      </form>
      <section className={shared.panel} aria-label="Products found">
        {!products.data ? (
          <QueryState query={products} loading="Loading products…" />
        ) : products.data.list.length === 0 ? (
          <p className={shared.empty}>No products match these filters.</p>
        ) : (
          <>
            <p className={shared.muted} aria-live="polite">
              {products.data.total} {products.data.total === 1 ? 'product' : 'products'}
            </p>
            <div className={shared.tableWrap}>
              <table className={shared.table}>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Category</th>
                    <th scope="col">Pack sizes</th>
                    <th scope="col" className={shared.number}>
                      In stock
                    </th>
                    <th scope="col">In the shop</th>
                  </tr>
                </thead>
                <tbody>
                  {products.data.list.map((product) => (
                    <ProductRow
                      key={product.p_id}
                      product={product}
                      category={categoryName.get(product.p_category) ?? ''}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label="Product pages"
              page={page}
              total={products.data.total}
              perPage={ADMIN_LIST_PAGE_SIZE}
              onPage={goToPage}
            />
          </>
        )}
      </section>
    </>
  );
}

function ProductRow({ product, category }: { product: AdminProduct; category: string }) {
  return (
    <tr>
      <td>
        <div className={styles.nameCell}>
          <img src={imageUrl(product.p_image)} alt="" width={48} height={48} className={shared.thumb} />
          <Link to={`/admin/products/${product.p_id}`}>{product.p_productname}</Link>
        </div>
      </td>
      <td>{category}</td>
      <td>
        {product.product_price.map((pack) => (
          <div key={pack.pp_id} className={shared.nowrap}>
            {formatPackSize(pack.pp_packet_size)} · {formatRupees(pack.pp_discount_prize)}
          </div>
        ))}
      </td>
      <td className={shared.number}>{product.p_stocks}</td>
      <td>
        <span className={`${shared.badge} ${product.p_status === 1 ? shared.badgeGood : ''}`}>
          {product.p_status === 1 ? 'Shown' : 'Hidden'}
        </span>{' '}
        {product.p_upcoming === 1 && <span className={shared.badge}>Upcoming</span>}{' '}
        {product.p_bestseller === 1 && <span className={shared.badge}>Best seller</span>}
      </td>
    </tr>
  );
}
