// /MainLayout/privacy: terms of sale and how PRIME handles a customer's data; the seller from shop/info.
import { Link } from 'react-router';
import pageStyles from '../../ui/page-panel.module.css';
import { useShopInfo } from '../seller/index.ts';

export default function PrivacyPage() {
  // The seller as every other page names it (shop/info), not an address typed here.
  const seller = useShopInfo().data;
  return (
    <article className={`${pageStyles.panel} ${pageStyles.prose}`} aria-labelledby="privacy">
      <h1 id="privacy" className={pageStyles.heading}>
        PRIVACY POLICY &amp; TERMS
      </h1>
      <p>
        {seller?.seller_name ?? 'PRIME'} (&quot;PRIME&quot;, &quot;we&quot;) runs this shop. This page
        explains what we keep about you, why, and the terms on which we sell.
      </p>

      <h2>What we keep</h2>
      <ul>
        <li>
          Your account: name, email address, mobile number, profile photo and a securely hashed password.
        </li>
        <li>
          Saved delivery addresses, your cart, your wishlist and your orders with their delivery status.
        </li>
        <li>Reviews you write and messages you send to our care team.</li>
      </ul>
      <p>
        We use these only to deliver your orders, answer your questions and keep your account safe. We do not
        sell your data or share it for advertising. Couriers receive the name, phone and address needed for
        delivery.
      </p>

      <h2>Payments</h2>
      <p>
        Online payments are handled by our payment partner on its own secure page. We never see or store your
        card, UPI PIN or bank details; we keep only the payment status and amount of each order.
      </p>

      <h2>Cookies and browser storage</h2>
      <p>
        We use no advertising or tracking cookies. Your browser&apos;s local storage keeps your login, a guest
        cart, guest favourites and a copy of our contact details so the shop works as you expect. Logging out
        clears it.
      </p>

      <h2>Your rights</h2>
      <ul>
        <li>
          See and correct your details at any time on <Link to="/MainLayout/profile">My Profile</Link>.
        </li>
        <li>Ask for a copy of your data, or for your account and data to be deleted, by writing to us.</li>
        <li>We keep order records only as long as Indian tax law requires.</li>
      </ul>

      <h2>Terms of sale</h2>
      <ul>
        <li>
          Prices are in rupees and include all taxes. The price charged is the one shown when you place the
          order.
        </li>
        <li>An order is confirmed once payment succeeds, or at once for cash on delivery.</li>
        <li>
          You may cancel an order until it is shipped. Returns follow our{' '}
          <Link to="/MainLayout/returns">return and refund policy</Link>.
        </li>
        <li>
          Our products are cosmetics, not medicines: patch test first and ask a doctor about any skin
          condition.
        </li>
      </ul>

      <h2>Contact</h2>
      <p>
        Questions about privacy or these terms: write to us
        {seller?.care_email && (
          <>
            {' '}
            at <a href={`mailto:${seller.care_email}`}>{seller.care_email}</a>
          </>
        )}
        {seller && `, or to ${seller.seller_name}, ${seller.seller_address}`}. A complaint goes to our{' '}
        <Link to="/grievance">Grievance Officer</Link>.
      </p>
    </article>
  );
}
