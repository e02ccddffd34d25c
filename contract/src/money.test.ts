import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees } from './money.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(1299)).toBe('₹1,299');
    expect(formatRupees(125000)).toBe('₹1,25,000');
  });

  it('writes paise as two digits whenever there are any', () => {
    expect(formatRupees(7688.3)).toBe('₹7,688.30');
    expect(formatRupees(199.7)).toBe('₹199.70');
    expect(formatRupees(99.99)).toBe('₹99.99');
    expect(formatRupees(1299.001)).toBe('₹1,299');
  });
});

describe('formatPaise', () => {
  it('writes an amount kept in paise the same way', () => {
    expect(formatPaise(768830)).toBe('₹7,688.30');
    expect(formatPaise(129900)).toBe('₹1,299');
    expect(formatPaise(9950)).toBe('₹99.50');
  });
});
