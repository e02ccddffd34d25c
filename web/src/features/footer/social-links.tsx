import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from '../../ui/icons.tsx';
import styles from './site-footer.module.css';

const NETWORKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/primeskincare', Icon: InstagramIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/primeskincare', Icon: FacebookIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/@primeskincare', Icon: YouTubeIcon },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/primeskincare', Icon: LinkedInIcon },
];

export function SocialLinks() {
  return (
    <ul className={styles.social}>
      {NETWORKS.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            aria-label={label}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.socialLink}
          >
            <Icon size={20} />
          </a>
        </li>
      ))}
    </ul>
  );
}
