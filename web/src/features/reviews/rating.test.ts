import { describe, expect, it } from 'vitest';
import { clampPage, formatRating, normaliseRating, reviewCountText } from './rating.ts';

describe('review ratings', () => {
  it('halves ratings above 5 and rounds them', () => {
    expect(normaliseRating(10)).toBe(5);
    expect(normaliseRating(7)).toBe(4);
    expect(normaliseRating(6)).toBe(3);
    expect(normaliseRating(5)).toBe(5);
    expect(normaliseRating(3)).toBe(3);
  });

  it('shows a product rating with 2 decimals and counts reviews in words', () => {
    expect(formatRating(4.5)).toBe('4.50');
    expect(formatRating(4.333)).toBe('4.33');
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(0)).toBe('0 reviews');
    expect(reviewCountText(3386)).toBe('3,386 reviews');
  });

  it('keeps a page between 1 and the page count', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(2, 0)).toBe(1);
  });
});
