// The storefront footer: partner marketplaces, the message form, company and help links (the
// grievance desk among them), the seller as its invoices name it with consumer care, and social links.
import { Link } from 'react-router';
import { imageUrl } from '../../lib/image-url.ts';
import { SellerDetails, useShopInfo } from '../seller/index.ts';
import { usePartners } from './api/get-partners.ts';
import { ContactForm } from './contact-form.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './site-footer.module.css';

const COMPANY_LINKS = [
  { label: 'About', to: '/#about' },
  { label: 'Insights', to: '/my-blog' },
  { label: 'Contact Us', to: '/MainLayout/contact' },
];
const HELP_LINKS = [
  // A guest's way to an order: its number and the email or mobile it was placed with.
  { label: 'Track your order', to: '/track-order' },
  { label: 'Return & Refunds', to: '/MainLayout/returns' },
  { label: 'Privacy Policies', to: '/MainLayout/privacy' },
  { label: 'Help & Support', to: '/MainLayout/support' },
  // The grievance officer and the grievance form (decision 0029, §17).
  { label: 'Grievance Redressal', to: '/grievance' },
];

export function SiteFooter() {
  const partners = usePartners();
  const seller = useShopInfo();
  return (
    <footer className={`${styles.footer} below-fold`}>
      {!!partners.data?.length && (
        <section className={styles.partners} aria-labelledby="partners-title">
          <div className="container">
            <h2 id="partners-title" className={styles.partnersTitle}>
              Also available on
            </h2>
            <ul className={styles.partnerList}>
              {partners.data.map((partner) => (
                <li key={partner.pt_id}>
                  <a
                    href={partner.pt_link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.partner}
                  >
                    <img
                      src={imageUrl(partner.pt_image)}
                      alt={partner.pt_name}
                      width={144}
                      height={60}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <div className={`container ${styles.columns}`}>
        <div className={styles.brand}>
          <p className={styles.wordmark}>PRIME</p>
          <p className={styles.tagline}>Science for your skin</p>
          {seller.data && <SellerDetails info={seller.data} className={styles.address} />}
          <SocialLinks />
        </div>
        <LinkList title="Company" links={COMPANY_LINKS} />
        <LinkList title="Help" links={HELP_LINKS} />
        <ContactForm />
      </div>
      <p className={styles.legal}>© {new Date().getFullYear()} PRIME Skincare. All rights reserved.</p>
    </footer>
  );
}

function LinkList({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
