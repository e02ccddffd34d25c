import { stockMessages, type Lot } from '@prime/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { makeProduct } from '../../../test/make-product.ts';
import { ok, refuse, signIn } from '../shared/admin-test-kit.tsx';
import { ProductLots } from './product-lots.tsx';

const product = { ...makeProduct(), p_version: 'v1', p_bestseller: 0 as const, p_bestseller_rank: null };
const lots: Lot[] = [
  {
    lot_id: 3,
    pp_id: 1,
    batch_no: 'VCS1-2411',
    mfg: '2024-11',
    expiry: '2026-12',
    received: 10,
    remaining: 4,
    sellable: false,
    p_id: product.p_id,
    p_productname: product.p_productname,
    pp_packet_size: 30,
  },
  {
    lot_id: 4,
    pp_id: 1,
    batch_no: 'VCS1-2509',
    mfg: '2025-09',
    expiry: '2028-03',
    received: 20,
    remaining: 20,
    sellable: true,
    p_id: product.p_id,
    p_productname: product.p_productname,
    pp_packet_size: 30,
  },
];

describe('a product’s stock by batch', () => {
  it('shows each pack size’s lots, receives a delivery and adjusts a lot with a reason', async () => {
    signIn('admin');
    const api = mockApi({
      'admin/stock/lots': ok({ list: lots }),
      'admin/stock/receive': ok({ lot_id: 9, data: lots[1] }, stockMessages.received),
      'admin/stock/adjust': refuse(409, 'Only 4 left in this lot.'),
    });
    const { user } = renderWithProviders(<ProductLots product={product} />);
    const table = await screen.findByRole('table', { name: '30 gm: 20 on sale' });
    const old = within(table).getByRole('row', { name: /VCS1-2411/ });
    expect(within(old).getByText('Not sellable')).toBeInTheDocument();
    expect(within(old).getByText('Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('50 gm: 20 on sale, no batches recorded.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Receive delivery' }));
    expect(screen.getByLabelText('Batch number')).toHaveAccessibleDescription(
      expect.stringContaining(stockMessages.batchInvalid),
    );
    expect(api.bodiesOf('admin/stock/receive')).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Pack size'), '2');
    await user.type(screen.getByLabelText('Batch number'), 'vcs1-2511');
    await user.type(screen.getByLabelText('Made in'), '2025-11');
    await user.type(screen.getByLabelText('Expires'), '2028-05');
    await user.type(screen.getByLabelText('Quantity'), '24');
    await user.click(screen.getByRole('button', { name: 'Receive delivery' }));
    expect(await screen.findByText(stockMessages.received)).toBeInTheDocument();
    expect(api.bodiesOf('admin/stock/receive')).toEqual([
      { pp_id: 2, batch_no: 'vcs1-2511', mfg: '2025-11', expiry: '2028-05', quantity: '24' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Adjust batch VCS1-2411' }));
    await user.type(screen.getByLabelText('Change in units'), '-5');
    await user.type(screen.getByLabelText('Reason'), 'Damaged in transit');
    await user.click(screen.getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Only 4 left in this lot.')).toBeInTheDocument();
    expect(api.bodiesOf('admin/stock/adjust')).toEqual([
      { lot_id: 3, change: '-5', reason: 'Damaged in transit' },
    ]);
  });
});
