// A console screen's title (also the tab's name) and its actions beside it.
import { usePageTitle } from '../../../ui/use-page-title.ts';
import styles from './admin.module.css';

export function ScreenHead({ title, children }: { title: string; children?: React.ReactNode }) {
  usePageTitle(`${title} · Console`);
  return (
    <div className={styles.head}>
      <h1>{title}</h1>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
