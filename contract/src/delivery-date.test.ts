import { describe, expect, it } from 'vitest';
import { deliveryDateText } from './delivery-date.ts';

describe('deliveryDateText', () => {
  // Thu 26 Nov 2026, 10:00 in India.
  const thursday = new Date('2026-11-26T04:30:00Z');

  it('counts whole days from today in India', () => {
    expect(deliveryDateText(1, thursday, true)).toBe('Get it by Fri, 27 Nov');
    expect(deliveryDateText(3, thursday, true)).toBe('Get it by Sun, 29 Nov');
  });

  it('skips Sundays where couriers do not deliver on them', () => {
    expect(deliveryDateText(3, thursday, false)).toBe('Get it by Mon, 30 Nov');
    expect(deliveryDateText(5, thursday, false)).toBe('Get it by Wed, 2 Dec');
  });

  it('takes the day as India has it, not UTC: 23:00 UTC is already the next morning', () => {
    expect(deliveryDateText(1, new Date('2026-11-26T23:00:00Z'), true)).toBe('Get it by Sat, 28 Nov');
  });
});
