// The declarations Legal Metrology asks of a packaged cosmetic (decision 0029), as a "Product
// information" disclosure: generic name, net quantities and MRPs, maker and marketer, country of
// origin, best before, the earliest expiry of the units on sale (decision 0030), and consumer care
// (shop/info). A native <details> rendered on the server with
// its content, so it reads without the app and a screen reader announces it as a collapsible group:
// collapsed on a phone, and opened once the page is live on a wider screen (until then the page's CSS
// shows its content there, so nothing moves when it opens).
import {
  bestBeforeText,
  formatNetQuantity,
  formatRupees,
  monthLabel,
  type Product,
  type ShopInfo,
} from '@prime/contract';
import { useEffect, useRef } from 'react';
import { phoneText } from '../../../seller/index.ts';
import styles from './product-detail.module.css';

/** Where the page lays the product out in two columns (product-detail.module.css): a desktop. */
const WIDE = '(min-width: 900px)';

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.infoRow}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ProductInformation({ product, care }: { product: Product; care: ShopInfo | undefined }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia?.(WIDE).matches) details.current.open = true;
  }, []);
  const packs = product.product_price;
  // Months as YYYY-MM sort as text: the first is the earliest of the lots the next units come from.
  const earliestExpiry = packs
    .map((pack) => pack.pp_expiry)
    .filter((expiry): expiry is string => expiry !== null)
    .sort()[0];
  return (
    <details ref={details} className={styles.productInfo}>
      <summary className={styles.sectionHeading}>Product information</summary>
      <dl className={styles.infoList}>
        {product.p_generic_name && <Row term="Generic name">{product.p_generic_name}</Row>}
        <Row term="Net quantity">
          {packs.map((pack) => formatNetQuantity(pack.pp_packet_size, product.p_unit)).join(', ')}
        </Row>
        <Row term="MRP">
          {`${packs
            .map(
              (pack) =>
                `${formatRupees(pack.pp_prize)} for ${formatNetQuantity(pack.pp_packet_size, product.p_unit)}`,
            )
            .join(', ')} (incl. of all taxes)`}
        </Row>
        {product.p_manufacturer && <Row term="Manufactured by">{product.p_manufacturer}</Row>}
        {product.p_marketer && <Row term="Marketed by">{product.p_marketer}</Row>}
        <Row term="Country of origin">{product.p_country_of_origin}</Row>
        {product.p_shelf_life_months && (
          <Row term="Best before">{bestBeforeText(product.p_shelf_life_months)}</Row>
        )}
        {earliestExpiry && (
          <Row term="Expiry of units on sale">{`${monthLabel(earliestExpiry)} or later`}</Row>
        )}
        {care && (care.care_phone || care.care_email) && (
          <Row term="Consumer care">
            {care.care_phone && <a href={`tel:+91${care.care_phone}`}>{phoneText(care.care_phone)}</a>}
            {care.care_phone && care.care_email && ', '}
            {care.care_email && <a href={`mailto:${care.care_email}`}>{care.care_email}</a>}
          </Row>
        )}
      </dl>
    </details>
  );
}
