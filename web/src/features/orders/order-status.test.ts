import { describe, expect, it } from 'vitest';
import { canCancelLine, canCancelOrder, laterSteps, trackingSteps } from './order-status.ts';
import { makeOrderLine } from './order-test-fixtures.ts';

const states = (status: string) => trackingSteps(status).map((step) => `${step.label}: ${step.state}`);

describe('tracking steps', () => {
  it('completes every step up to the status, makes the next current and leaves the rest pending', () => {
    expect(states('Packing')).toEqual([
      'Order confirmed: completed',
      'Packing: completed',
      'Shipped: current',
      'Out for Delivery: pending',
      'Delivered: pending',
    ]);
    expect(states('Delivered').every((step) => step.endsWith('completed'))).toBe(true);
  });

  it('shows a cancelled line as Cancelled with every other step not applicable', () => {
    expect(states('Cancelled')).toEqual([
      'Order confirmed: not-applicable',
      'Packing: not-applicable',
      'Shipped: not-applicable',
      'Out for Delivery: not-applicable',
      'Delivered: not-applicable',
      'Cancelled: cancelled',
    ]);
  });

  it('has no step done, and none under way, while an online payment is pending', () => {
    expect(states('Payment pending').every((step) => step.endsWith('pending'))).toBe(true);
  });

  it('offers an admin every later step, and nothing for a cancelled line', () => {
    expect(laterSteps('Order confirmed')).toEqual(['Packing', 'Shipped', 'Out for Delivery', 'Delivered']);
    expect(laterSteps('Delivered')).toEqual([]);
    expect(laterSteps('Cancelled')).toEqual([]);
  });
});

describe('what the owner may cancel', () => {
  const a = makeOrderLine({ op_id: 1 });
  const b = makeOrderLine({ op_id: 2, op_delivery_status: 'Packing' });

  it('cancels a line before it ships while another line of the order goes on', () => {
    expect(canCancelLine(a, [a, b])).toBe(true);
    expect(canCancelLine(a, [a])).toBe(false);
    expect(canCancelLine(a, [a, { ...b, op_delivery_status: 'Cancelled' }])).toBe(false);
    const shipped = { ...b, op_delivery_status: 'Shipped' as const };
    expect(canCancelLine(shipped, [a, shipped])).toBe(false);
  });

  it('cancels an unpaid online order only whole', () => {
    const pending = makeOrderLine({ op_id: 3, op_delivery_status: 'Payment pending' });
    const other = { ...pending, op_id: 4 };
    expect(canCancelLine(pending, [pending, other])).toBe(false);
    expect(canCancelOrder([pending, other])).toBe(true);
  });

  it('cancels the whole order only while no line has shipped and one still goes on', () => {
    expect(canCancelOrder([a, b])).toBe(true);
    expect(canCancelOrder([a, { ...b, op_delivery_status: 'Out for Delivery' }])).toBe(false);
    expect(canCancelOrder([{ ...a, op_delivery_status: 'Cancelled' }])).toBe(false);
  });
});
