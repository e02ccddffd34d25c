// Any path the app does not know: a clear message and a way home.
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title.ts';
import styles from './not-found-page.module.css';

export function NotFoundMessage({ title, text }: { title: string; text: string }) {
  usePageTitle(title);
  return (
    <section className={`container ${styles.notFound}`}>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to="/" className="btn">
        Back to home
      </Link>
    </section>
  );
}

export default function NotFoundPage() {
  return (
    <NotFoundMessage
      title="Page not found"
      text="The page you are looking for does not exist or has moved. Let's get you back to the shop."
    />
  );
}
