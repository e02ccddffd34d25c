import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contactMessageBody,
  deliveryTimeBody,
  idField,
  isPincode,
  packetSizeField,
  paiseFromRupees,
  productListBody,
} from './index.ts';

describe('ids', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [' 12 ', 12],
  ])('reads %j as %j', (value, expected) => {
    expect(idField.parse(value)).toBe(expected);
  });

  it.each([0, -1, 1.5, '1.5', 'abc', '', null, 2 ** 31])('refuses %j', (value) => {
    expect(idField.safeParse(value).success).toBe(false);
  });
});

describe('pack sizes', () => {
  const packetSize = z.object({ packet_size: packetSizeField });
  it.each([
    [50, 50],
    ['50', 50],
    ['50gm', 50],
    [' 50 GM ', 50],
    ['50g', 50],
    // A liquid's pack size reads in ml (decision 0029).
    ['500ml', 500],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(packetSize.parse({ packet_size: value }).packet_size).toBe(expected);
  });

  it.each(['500kg', '0', '-5', 'fifty', `${'1'.repeat(30)}gm`, 2.5])('refuses %j', (value) => {
    expect(packetSize.safeParse({ packet_size: value }).success).toBe(false);
  });
});

describe('rupees read as paise', () => {
  it.each([
    [19.99, 1999],
    ['19.99', 1999],
    [' 12.5 ', 1250],
    [0, 0],
    ['0', 0],
    [0.29, 29],
    ['0.29', 29],
    [0.1 + 0.2, 30],
    [1e3, 100_000],
    ['123456789.99', 12_345_678_999],
  ])('reads %o as %o', (value, expected) => {
    expect(paiseFromRupees(value)).toBe(expected);
  });

  it.each([
    1.005,
    '1.005',
    0.001,
    NaN,
    Infinity,
    -Infinity,
    -1,
    -0.01,
    '-1',
    '+1',
    '',
    ' ',
    '1e3',
    '0x10',
    '.5',
    '5.',
    '1234567890',
    null,
    undefined,
    true,
  ])('refuses %o', (value) => {
    expect(paiseFromRupees(value)).toBeUndefined();
  });
});

describe('pincodes', () => {
  it('takes 6 digits not starting with 0, as text or number', () => {
    expect(isPincode('560001')).toBe(true);
    expect(deliveryTimeBody.parse({ pincode: 400001 }).pincode).toBe('400001');
    for (const pincode of ['060001', '56000', '5600011', '56 001', ''])
      expect(deliveryTimeBody.safeParse({ pincode }).success).toBe(false);
    expect(deliveryTimeBody.safeParse({ pincode: '000000' }).error?.issues[0]?.message).toBe(
      'Please enter a valid 6-digit pincode.',
    );
  });
});

describe('the contact form', () => {
  it('trims what was typed and names each missing field once', () => {
    expect(contactMessageBody.parse({ name: ' Asha ', email: ' asha@example.in ', message: ' Hi ' })).toEqual(
      {
        name: 'Asha',
        email: 'asha@example.in',
        message: 'Hi',
      },
    );
    const refused = contactMessageBody.safeParse({ name: ' ', email: 'asha@example', message: '' });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Please enter your name.'],
      ['email', 'Please enter a valid email address.'],
      ['message', 'Please enter a message.'],
    ]);
  });

  it('stops at the length rule of an over-long email: one message, no shape check', () => {
    const refused = contactMessageBody.safeParse({
      name: 'Asha',
      email: `${'a'.repeat(300)}@x.in`,
      message: 'Hi',
    });
    expect(refused.error?.issues).toHaveLength(1);
  });
});

describe('search', () => {
  it('is trimmed and at most 100 characters', () => {
    expect(productListBody.parse({ search: '  serum ' }).search).toBe('serum');
    expect(productListBody.safeParse({ search: 'x'.repeat(101) }).success).toBe(false);
  });

  it('is at least 2 characters once trimmed', () => {
    for (const search of ['', '   ', ' a '])
      expect(productListBody.safeParse({ search }).success).toBe(false);
    expect(productListBody.parse({ search: ' c3 ' }).search).toBe('c3');
  });

  it('takes a known sort, prices in rupees and in_stock, an empty one being none', () => {
    expect(
      productListBody.parse({ sort: 'price_low', min_price: '99.5', max_price: 500, in_stock: '1' }),
    ).toEqual({
      sort: 'price_low',
      min_price: 99.5,
      max_price: 500,
      in_stock: true,
    });
    expect(productListBody.parse({ sort: '', min_price: null })).toEqual({});
    expect(productListBody.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });
});
