// SHOP BY CATEGORY: one tab per category (names uppercased), the first selected at load.
import { messages } from '@prime/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProductGrid, useCategories, useProducts } from '../../catalogue/index.ts';
import { Tabs } from './tabs.tsx';
import styles from './home-sections.module.css';

/** BUY NOW on a banner scrolls here. */
export const CATEGORY_SECTION_ID = 'shop-by-category';
/** A home tab shows a taste of the category; "View all" opens the whole list. */
const CATEGORY_PREVIEW = 8;

export function ShopByCategory() {
  const { data: categories = [] } = useCategories();
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? String(categories[0]?.c_id ?? '');
  const tabs = categories.map((category) => ({
    key: String(category.c_id),
    label: category.c_name.toUpperCase(),
  }));

  return (
    <section id={CATEGORY_SECTION_ID} className={`section ${styles.sand}`} aria-labelledby="category-title">
      <div className="container">
        <h2 id="category-title" className="section-title">
          SHOP BY CATEGORY
        </h2>
        {tabs.length > 0 && (
          <Tabs label="Categories" tabs={tabs} selected={selected} onSelect={setChosen}>
            <CategoryProducts categoryId={Number(selected)} />
          </Tabs>
        )}
      </div>
    </section>
  );
}

function CategoryProducts({ categoryId }: { categoryId: number }) {
  const { data, isPending } = useProducts({ category_id: categoryId });
  return (
    <>
      <ProductGrid
        products={data?.slice(0, CATEGORY_PREVIEW)}
        loading={isPending}
        emptyText={messages.noCategoryProducts}
      />
      {!!data?.length && (
        <p className={styles.more}>
          <Link to={`/category/${categoryId}`} className="btn btn-outline">
            View all
          </Link>
        </p>
      )}
    </>
  );
}
