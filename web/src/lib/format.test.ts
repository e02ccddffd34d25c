import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees } from './format.ts';

describe('formatDate', () => {
  it('reads day, three-letter month and year, September included', () => {
    expect(formatDate('2024-01-05T10:00:00')).toBe('05 Jan 2024');
    expect(formatDate('2026-09-10T10:00:00')).toBe('10 Sep 2026');
  });

  it('is the day in India, whatever the time zone of the machine that draws the page', () => {
    expect(formatDate('2024-01-05T20:00:00Z')).toBe('06 Jan 2024');
    expect(formatDate('2024-12-31T18:29:59Z')).toBe('31 Dec 2024');
  });

  it('shows a value that is not a date as it came instead of failing the page', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

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
