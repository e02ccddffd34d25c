// GET IN TOUCH cards (list/get_in_touch) with every loading state (contactLoading, contactLoadFailed,
// contactUsingCache and contactEmpty in contract/src/messages.ts).
import { isEmail, messages, type ContactCard } from '@prime/contract';
import { imageUrl } from '../../lib/image-url.ts';
import { Spinner } from '../../ui/spinner.tsx';
import pageStyles from '../../ui/page-panel.module.css';
import { useContactCards } from './api/get-contact-cards.ts';
import styles from './contact.module.css';

/** A mail link for an email (the contract's own email shape), a call link for a phone number. */
function contactHref(contact: string): string | undefined {
  if (isEmail(contact)) return `mailto:${contact.trim()}`;
  const digits = contact.replace(/[^\d+]/g, '');
  return /^\+?\d{8,13}$/.test(digits) ? `tel:${digits}` : undefined;
}

function Card({ card }: { card: ContactCard }) {
  const href = contactHref(card.g_contact);
  return (
    <li className={styles.card}>
      {card.g_image && (
        <img src={imageUrl(card.g_image)} alt="" width={48} height={48} className={styles.icon} />
      )}
      <h3 className={styles.title}>{card.g_heading}</h3>
      <p className={styles.text}>{card.g_description}</p>
      {href ? (
        <a className={styles.contact} href={href}>
          {card.g_contact}
        </a>
      ) : (
        <p className={styles.contact}>{card.g_contact}</p>
      )}
    </li>
  );
}

export function ContactCards() {
  const { data, isPending, isError, refetch, isFetching } = useContactCards();
  if (isPending) return <Spinner label={messages.contactLoading} />;
  if (isError)
    return (
      <div className={pageStyles.empty} role="alert">
        <p>{messages.contactLoadFailed}</p>
        <button type="button" className="btn" onClick={() => refetch()} disabled={isFetching}>
          Try Again
        </button>
      </div>
    );
  if (data.cards.length === 0) return <p className={pageStyles.muted}>{messages.contactEmpty}</p>;
  return (
    <>
      {data.stale && (
        <p className={pageStyles.notice} role="status">
          {messages.contactUsingCache}
        </p>
      )}
      <ul className={`${pageStyles.list} ${styles.grid}`}>
        {data.cards.map((card) => (
          <Card key={card.g_id} card={card} />
        ))}
      </ul>
    </>
  );
}
