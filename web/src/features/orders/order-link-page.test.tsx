import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import OrderLinkPage from './order-link-page.tsx';
import { makeOrder, makeOrderLine } from './order-test-fixtures.ts';

const ACCESS = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const renderPage = () =>
  renderWithProviders(<OrderLinkPage />, { url: `/orders/${ACCESS}`, path: '/orders/:access' });

describe('/orders/<access>', () => {
  it('shows the order of the link to a guest: lines, amounts, status steps, courier and address', async () => {
    const order = makeOrder(
      [
        {
          ...makeOrderLine({ op_delivery_status: 'Shipped', od_amount: 2247.1, od_discount: 249.9 }),
          op_courier: 'Delhivery',
          op_awb: 'DL123456',
          op_tracking_url: 'https://track.example.in/DL123456',
        } as ReturnType<typeof makeOrderLine>,
        makeOrderLine({ op_id: 32, p_productname: 'Hydrating Gel Cleanser', op_price: 499, op_quantity: 1 }),
      ],
      { od_coupon_code: 'PRIME10' },
    );
    const api = mockApi({
      'order/view': () => jsonResponse({ result: true, message: 'Success', data: order }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(api.bodiesOf('order/view')).toEqual([{ access: ACCESS }]);
    expect(screen.getByText(/2 × ₹999 = ₹1,998 · Status: Shipped/)).toBeInTheDocument();
    expect(screen.getByText(/1 × ₹499 = ₹499 · Status: Order confirmed/)).toBeInTheDocument();
    expect(screen.getByText('Discount (PRIME10)').nextSibling).toHaveTextContent('−₹249.9');
    expect(screen.getByText('Order total').nextSibling).toHaveTextContent('₹2,247.1');
    expect(screen.getByText(/Courier: Delhivery\. AWB: DL123456\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow the parcel' })).toHaveAttribute(
      'href',
      'https://track.example.in/DL123456',
    );
    expect(screen.getAllByRole('list')).toHaveLength(3);
    expect(screen.getByText(/Asha Rao, 12 MG Road, Pune, Maharashtra – 411001/)).toBeInTheDocument();
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  });

  it('says a link it cannot open cannot be found, and leads to the tracker', async () => {
    mockApi({ 'order/view': () => jsonResponse({ result: false, message: 'Not found.' }, 404) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/track-order');
  });
});
