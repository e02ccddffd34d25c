import type { Address, AddressType } from '@prime/contract';
import { addressLine } from '../../lib/saved-address.ts';
import styles from './addresses.module.css';

export interface AddressCardProps {
  address: Address;
  /** Shown when the address has no heading of its own. */
  fallbackHeading: string;
  /** 'button': Default / Set Default (profile); 'radio': one radio per card (addresses page). */
  defaultControl: 'button' | 'radio';
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** A house or an office block, in the text colour; the tag beside it names the type. */
function AddressTypeIcon({ type }: { type: AddressType }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      {type === 'office' ? (
        <>
          <rect x="4" y="3" width="16" height="18" rx="1" />
          <path d="M8 7h2M14 7h2M8 11h2M14 11h2M8 15h2M14 15h2M11 21v-3h2v3" />
        </>
      ) : (
        <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" strokeLinejoin="round" />
      )}
    </svg>
  );
}

export function AddressCard({
  address,
  fallbackHeading,
  defaultControl,
  busy,
  onEdit,
  onDelete,
  onSetDefault,
}: AddressCardProps) {
  const heading = address.adr_heading || fallbackHeading;
  const isDefault = address.adr_setdefault === 1;
  const headingId = `address-${address.adr_id}`;
  return (
    <li className={`${styles.card} ${isDefault ? styles.isDefault : ''}`} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <span className={styles.icon}>
          <AddressTypeIcon type={address.adr_type} />
        </span>
        <h3 id={headingId} className={styles.cardTitle}>
          {heading}
        </h3>
        <span className={styles.tag}>{address.adr_type === 'office' ? 'Office' : 'Home'}</span>
      </div>
      <p className={styles.text}>{addressLine(address)}</p>
      {address.adr_phone && <p className={styles.text}>Phone: {address.adr_phone}</p>}
      <div className={styles.cardActions}>
        {defaultControl === 'radio' && (
          <label className={styles.radio}>
            <input
              type="radio"
              name="default-address"
              checked={isDefault}
              disabled={busy}
              onChange={onSetDefault}
              aria-label={`Default address: ${heading}`}
            />
            Default
          </label>
        )}
        <button type="button" className={styles.action} onClick={onEdit} aria-label={`Edit ${heading}`}>
          Edit
        </button>
        <button type="button" className={styles.action} onClick={onDelete} aria-label={`Delete ${heading}`}>
          Delete
        </button>
        {defaultControl === 'button' && (
          <button
            type="button"
            className={`${styles.action} ${styles.defaultButton}`}
            disabled={isDefault || busy}
            onClick={onSetDefault}
          >
            {isDefault ? 'Default' : 'Set Default'}
          </button>
        )}
      </div>
    </li>
  );
}
