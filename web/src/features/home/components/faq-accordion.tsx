// FAQ: one answer open at a time; the open question's button closes it again.
import type { Faq } from '@prime/contract';
import { useId, useState } from 'react';
import { ChevronIcon } from '../../../ui/icons.tsx';
import styles from './home-sections.module.css';

export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className={styles.faqs}>
      {faqs.map((faq) => {
        const open = faq.fq_id === openId;
        const panelId = `${baseId}-${faq.fq_id}`;
        return (
          <div key={faq.fq_id} className={styles.faq}>
            <h3 className={styles.faqQuestion}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : faq.fq_id)}
              >
                <span>{faq.fq_question}</span>
                <ChevronIcon open={open} size={20} />
              </button>
            </h3>
            <div id={panelId} className={styles.faqAnswer} hidden={!open}>
              <p>{faq.fq_answers}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
