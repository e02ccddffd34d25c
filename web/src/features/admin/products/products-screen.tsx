// /admin/products: every product, hidden ones too, with its pack sizes, stock and flags; search by
// name or page address, narrow by category and by shown or hidden.
import { ADMIN_LIST_PAGE_SIZE, type AdminProduct } from '@prime/contract';
import { Link } from 'react-router';
import { formatPackSize, formatRupees } from '../../../lib/format.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useCategories } from '../../catalogue/index.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { Select } from '../shared/form-controls.tsx';
import { FilterForm, ListTable, PagedList } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useListFilters } from '../shared/use-list-filters.ts';
import shared from '../shared/admin.module.css';
import styles from './products.module.css';

const FILTERS = ['search', 'category', 'status'] as const;

const SHOWN_CHOICES = [
  { value: '', label: 'Shown and hidden' },
  { value: '1', label: 'Shown in the shop' },
  { value: '0', label: 'Hidden' },
];

const COLUMNS = [
  { label: 'Product' },
  { label: 'Category' },
  { label: 'Pack sizes' },
  { label: 'In stock', figures: true },
  { label: 'In the shop' },
];

export default function ProductsScreen() {
  const filters = useListFilters(FILTERS);
  const { search, category, status } = filters.values;
  const categories = useCategories().data ?? [];
  const products = useAdminProducts({
    page: filters.page,
    ...(search ? { search } : {}),
    ...(/^\d+$/.test(category) ? { category_id: Number(category) } : {}),
    ...(status === '1' || status === '0' ? { status: Number(status) as 0 | 1 } : {}),
  });
  const categoryName = new Map(categories.map((one) => [one.c_id, one.c_name]));

  return (
    <>
      <ScreenHead title="Products">
        <Link to="/admin/products/new" className="btn">
          Add a product
        </Link>
      </ScreenHead>
      <FilterForm
        label="Filter products"
        search
        submit="Show products"
        onSubmit={filters.submit}
        onClear={filters.clear}
      >
        <TextField label="Name or page address" type="search" {...filters.field('search')} />
        <Select
          label="Category"
          options={[
            { value: '', label: 'All categories' },
            ...categories.map((one) => ({ value: String(one.c_id), label: one.c_name })),
          ]}
          {...filters.field('category')}
        />
        <Select label="Shown or hidden" options={SHOWN_CHOICES} {...filters.field('status')} />
      </FilterForm>
      <PagedList
        label="Products found"
        query={products}
        loading="Loading products…"
        empty="No products match these filters."
        counted={{ one: 'product', many: 'products' }}
        pager={{ label: 'Product pages', perPage: ADMIN_LIST_PAGE_SIZE }}
        at={filters}
      >
        {(list) => (
          <ListTable columns={COLUMNS}>
            {list.map((product) => (
              <ProductRow
                key={product.p_id}
                product={product}
                category={categoryName.get(product.p_category) ?? ''}
              />
            ))}
          </ListTable>
        )}
      </PagedList>
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
            {formatPackSize(pack.pp_packet_size, product.p_unit)} · {formatRupees(pack.pp_discount_prize)}
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
