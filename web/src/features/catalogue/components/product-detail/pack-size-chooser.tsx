// One box per pack size, the one on offer chosen at load (web/src/lib/pack-on-offer.ts); native radios give arrow keys for free.
import type { PackSizePrice, ProductUnit } from '@prime/contract';
import { useId } from 'react';
import { formatPackSize } from '../../../../lib/format.ts';
import styles from './product-detail.module.css';

interface Props {
  packs: PackSizePrice[];
  /** The product's unit: liquids are sold in ml. */
  unit: ProductUnit;
  selectedId: number;
  onSelect: (pack: PackSizePrice) => void;
}

export function PackSizeChooser({ packs, unit, selectedId, onSelect }: Props) {
  const labelId = useId();
  const name = useId();
  return (
    <div className={styles.chooser}>
      <p id={labelId} className={styles.label}>
        Pack size
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.packs}>
        {packs.map((pack) => (
          <label key={pack.pp_id} className={styles.pack}>
            <input
              type="radio"
              name={name}
              className="visually-hidden"
              checked={pack.pp_id === selectedId}
              onChange={() => onSelect(pack)}
            />
            <span>{formatPackSize(pack.pp_packet_size, unit)}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
