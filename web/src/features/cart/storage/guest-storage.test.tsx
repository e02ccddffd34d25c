import { STORAGE_KEYS } from '@prime/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/make-product.ts';
import {
  addToGuestCart,
  moveGuestLine,
  readGuestCart,
  readGuestLines,
  setGuestLineQuantity,
  settleGuestPackSizes,
  useGuestCart,
} from './guest-cart.ts';

const store = (entries: unknown) => localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify(entries));

describe('guest cart in browser storage', () => {
  it('reads both timestamp readings and the product page shape with its product', () => {
    const product = makeProduct({ p_id: 9 });
    store([
      { productid: '7', quantity: '2', addedAt: '2026-01-05T10:00:00.000Z' },
      { productid: '8', quantity: '1', packet_size: '50', updatedAt: '2026-01-06T10:00:00.000Z' },
      { productid: '9', quantity: '3', productDetails: [product] },
    ]);
    const lines = readGuestLines();
    expect(lines).toEqual([
      expect.objectContaining({
        productId: 7,
        quantity: 2,
        packetSize: null,
        addedAt: '2026-01-05T10:00:00.000Z',
      }),
      expect.objectContaining({
        productId: 8,
        quantity: 1,
        packetSize: 50,
        updatedAt: '2026-01-06T10:00:00.000Z',
      }),
      expect.objectContaining({ productId: 9, quantity: 3, packetSize: null, productDetails: product }),
    ]);
  });

  it('leaves out what it cannot read and merges a line stored twice', () => {
    localStorage.setItem(STORAGE_KEYS.guestCart, 'not json');
    expect(readGuestLines()).toEqual([]);
    store([
      { productid: 'abc', quantity: '1' },
      { productid: '7', quantity: '0' },
      { productid: '7', quantity: '-2' },
      null,
      { productid: 7, quantity: 2, packet_size: '30gm' },
      { productid: '7', quantity: '1', packet_size: '30' },
    ]);
    expect(readGuestCart()).toEqual([{ productid: '7', quantity: '3', packet_size: '30' }]);
  });

  it('adds into the line of the same product and pack size, and keeps sizes apart', () => {
    addToGuestCart(7, 1, 30);
    addToGuestCart(7, 2, 30);
    addToGuestCart(7, 1, 50);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart)!);
    expect(stored).toEqual([
      {
        productid: '7',
        quantity: '3',
        packet_size: '30',
        addedAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      { productid: '7', quantity: '1', packet_size: '50', addedAt: expect.any(String) },
    ]);
  });

  it('moves a line to another size, joining a line already of that size', () => {
    addToGuestCart(7, 2, 30);
    addToGuestCart(7, 1, 50);
    moveGuestLine(7, 30, 50, 3);
    expect(readGuestCart()).toEqual([
      expect.objectContaining({ productid: '7', quantity: '3', packet_size: '50' }),
    ]);
    setGuestLineQuantity(7, 50, 1);
    expect(readGuestCart()).toEqual([expect.objectContaining({ quantity: '1' })]);
  });

  it('gives a line stored without a size its product first size, joining a line of that size', () => {
    store([
      { productid: '7', quantity: '1' },
      { productid: '7', quantity: '2', packet_size: '30' },
    ]);
    settleGuestPackSizes((id) => (id === 7 ? 30 : undefined));
    expect(readGuestCart()).toEqual([
      expect.objectContaining({ productid: '7', quantity: '3', packet_size: '30' }),
    ]);
  });

  it('refreshes readers on a change in this tab and on one made in another tab', () => {
    const { result } = renderHook(() => useGuestCart());
    expect(result.current).toEqual([]);
    act(() => void addToGuestCart(7, 1, 30));
    expect(result.current).toHaveLength(1);
    act(() => {
      // Another tab writes storage: this tab hears only the storage event.
      store([
        { productid: '7', quantity: '1', packet_size: '30' },
        { productid: '8', quantity: '1' },
      ]);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.guestCart }));
    });
    expect(result.current.map((line) => line.productId)).toEqual([7, 8]);
  });
});
