// /MainLayout/returns: the return and refund policy, with the shop's return window from its settings.
import { Link } from 'react-router';
import { useReturnDays } from '../orders/index.ts';
import pageStyles from '../../ui/page-panel.module.css';

export default function ReturnsPage() {
  // The shop's one return window (its settings), as the order pages and the server apply it.
  const days = useReturnDays(true);
  return (
    <article className={`${pageStyles.panel} ${pageStyles.prose}`} aria-labelledby="returns">
      <h1 id="returns" className={pageStyles.heading}>
        RETURN &amp; REFUNDS
      </h1>
      <p>
        We want every PRIME product to suit your skin. If something is not right, this is how returns, refunds
        and exchanges work.
      </p>

      <h2>Eligibility</h2>
      <ul>
        <li>
          Return a product within {days} days of delivery, for any reason: from{' '}
          <Link to="/MainLayout/orders">My Orders</Link> or your order’s page, choose Return items.
        </li>
        <li>The product must be unused, with its seal intact, in its original packaging with the invoice.</li>
      </ul>

      <h2>Items we cannot take back</h2>
      <ul>
        <li>Perishable items, and any product whose seal has been opened, for hygiene reasons.</li>
        <li>Customised items such as personalised gift boxes.</li>
        <li>Products bought in a sale marked final sale.</li>
      </ul>

      <h2>How to return</h2>
      <p>
        Email <a href="mailto:care@primeskin.in">care@primeskin.in</a> with your order id, the product, the
        reason and, for a damaged or wrong item, a photo. Our care team replies within one working day with
        the pick-up details. You can find your order id under <Link to="/MainLayout/orders">My Orders</Link>.
      </p>

      <h2>Refunds</h2>
      <p>
        Once the product reaches our Pune warehouse and passes inspection, we refund it to the original
        payment method within 5–7 business days: to your UPI, card or bank account for online payments, or by
        bank transfer for cash-on-delivery orders.
      </p>

      <h2>Exchanges</h2>
      <p>
        Want another pack size or shade of the same product? Write to our care team and we will arrange an
        exchange once the original item is back with us.
      </p>

      <h2>Return shipping</h2>
      <p>
        Return shipping is paid by you, unless we sent the wrong product or it arrived damaged or defective:
        then the pick-up is free and we refund any delivery charge too.
      </p>
    </article>
  );
}
