import { STORAGE_KEYS } from '@prime/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toggleGuestFavourite, useGuestFavouriteIds } from './guest-favourites.ts';

describe('guest favourites in browser storage', () => {
  it('keeps product ids under user_favorites, read as strings or numbers, and follows other tabs', () => {
    localStorage.setItem(STORAGE_KEYS.favourites, JSON.stringify([3, '8', 'x', 3]));
    const { result } = renderHook(() => useGuestFavouriteIds());
    expect(result.current).toEqual(['3', '8']);
    act(() => void toggleGuestFavourite(8));
    expect(result.current).toEqual(['3']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.favourites)!)).toEqual(['3']);
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toEqual([]);
  });
});
