import { describe, expect, it } from 'vitest';
import { formatCount, formatDate } from './format.ts';

describe('formatCount', () => {
  it('groups thousands, then lakhs, the Indian way', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(3386)).toBe('3,386');
    expect(formatCount(1234567)).toBe('12,34,567');
  });
});

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
