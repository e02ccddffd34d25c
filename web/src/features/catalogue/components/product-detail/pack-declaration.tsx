// What Legal Metrology asks beside the price of the chosen pack (decision 0029): its MRP inclusive of
// all taxes, its net quantity and its unit sale price. Each line is one piece of text, so it reads (and
// is served) whole: `MRP ₹1,299 (incl. of all taxes)`.
import {
  formatNetQuantity,
  formatRupees,
  formatUnitPrice,
  type PackSizePrice,
  type ProductUnit,
} from '@prime/contract';
import styles from './product-detail.module.css';

export function PackDeclaration({ pack, unit }: { pack: PackSizePrice; unit: ProductUnit }) {
  return (
    <>
      <p className={styles.taxes}>{`MRP ${formatRupees(pack.pp_prize)} (incl. of all taxes)`}</p>
      <p className={styles.taxes}>
        {`Net quantity: ${formatNetQuantity(pack.pp_packet_size, unit)} · ${formatUnitPrice(pack.pp_unit_price, unit)}`}
      </p>
    </>
  );
}
