import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding.ts';

describe('preferredEncoding', () => {
  it('sends plain bytes to a client that names no compression', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
  });

  it('prefers Brotli, as browsers announce it, and falls back to gzip', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });

  it('follows the weights a client gives, and never sends what it refuses', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0.1, br;q=0')).toBe('gzip');
  });
});
