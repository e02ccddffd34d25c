import { describe, expect, it } from 'vitest';
import { orderContactKey } from './order-access.ts';

describe('orderContactKey', () => {
  it('reads a typed mobile as the shop keeps it, as every phone box does', () => {
    expect(orderContactKey(' +91 98765-43210 ')).toEqual({ mobile: '9876543210' });
    expect(orderContactKey('098765 43210')).toEqual({ mobile: '9876543210' });
    expect(orderContactKey('12345')).toBeNull();
  });

  it('reads an email lower-cased', () => {
    expect(orderContactKey('Kavya@Example.in')).toEqual({ email: 'kavya@example.in' });
  });
});
