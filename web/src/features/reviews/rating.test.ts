import { describe, expect, it } from 'vitest';
import {
  averageRating,
  clampPage,
  formatRating,
  normaliseRating,
  reviewCountText,
  starCounts,
} from './rating.ts';

const rated = (...ratings: number[]) => ratings.map((r_rating) => ({ r_rating }));

describe('review ratings', () => {
  it('halves ratings above 5 and rounds them', () => {
    expect(normaliseRating(10)).toBe(5);
    expect(normaliseRating(7)).toBe(4);
    expect(normaliseRating(6)).toBe(3);
    expect(normaliseRating(5)).toBe(5);
    expect(normaliseRating(3)).toBe(3);
  });

  it('averages the normalised ratings to 2 decimals', () => {
    expect(averageRating(rated(5, 4, 4))).toBe('4.33');
    expect(averageRating(rated(10, 3))).toBe('4.00');
    expect(averageRating([])).toBe('0.00');
  });

  it('shows a product rating with 2 decimals and counts reviews in words', () => {
    expect(formatRating(4.5)).toBe('4.50');
    expect(formatRating(4.333)).toBe('4.33');
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(0)).toBe('0 reviews');
  });

  it('counts reviews per star from 5 down to 1', () => {
    expect(starCounts(rated(5, 5, 10, 4, 1, 8))).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
  });

  it('keeps a page between 1 and the page count', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(2, 0)).toBe(1);
  });
});
