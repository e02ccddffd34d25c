import { describe, expect, it } from 'vitest';
import {
  addAddressBody,
  addOrderBody,
  editAddressBody,
  gstinCheckCharacter,
  gstinProblem,
  indianStateByCode,
  indianStateOf,
  INDIAN_STATES,
  messages,
  placeOfSupply,
} from './index.ts';

describe("India's states and union territories", () => {
  it('has 36 with distinct two-digit codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((state) => state.code)).size).toBe(36);
    expect(INDIAN_STATES.every((state) => /^\d{2}$/.test(state.code))).toBe(true);
  });
  it('finds a state in any case and spacing, as listed', () => {
    expect(indianStateOf('  karnataka ')).toEqual({ code: '29', name: 'Karnataka' });
    expect(indianStateOf('TAMIL   NADU')?.name).toBe('Tamil Nadu');
    expect(indianStateOf('Andaman & Nicobar Islands')?.code).toBe('35');
    expect(indianStateOf('Bombay')).toBeUndefined();
    expect(indianStateByCode('27')?.name).toBe('Maharashtra');
    expect(placeOfSupply(indianStateOf('Karnataka')!)).toBe('29-Karnataka');
  });
});

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts the published GSTIN %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeUndefined();
  });
  it('computes the check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
  it('refuses a wrong check character, a bad shape and an unknown state code', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character \(expected V\)/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15 characters/);
    expect(gstinProblem(`99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`)).toMatch(/state code/);
  });
});

const order = {
  user_name: 'Asha Rao',
  user_email: 'asha@example.in',
  user_mobile_no: '9876543210',
  user_address: '12 MG Road',
  user_city: 'Bengaluru',
  user_state: 'karnataka',
  user_zipcode: '560001',
  amount: 599,
  product_details: [{ product_id: 1, quantity: 1, packet_size: 50 }],
};
const address = {
  heading: 'Asha Rao',
  address: '12 MG Road',
  state: 'delhi',
  district: 'New Delhi',
  pincode: '110001',
  phone: '9876543210',
};

describe('the state of an order and of a saved address', () => {
  it('is stored as listed', () => {
    expect(addOrderBody.parse(order).user_state).toBe('Karnataka');
    expect(addAddressBody.parse(address).state).toBe('Delhi');
    expect(editAddressBody.parse({ adr_id: 1, state: 'ODISHA' }).state).toBe('Odisha');
  });
  it('refuses a state not in the list, naming the field', () => {
    const placed = addOrderBody.safeParse({ ...order, user_state: 'Bombay' });
    expect(placed.success).toBe(false);
    expect(placed.error?.issues).toEqual([
      expect.objectContaining({ path: ['user_state'], message: messages.chooseState }),
    ]);
    const saved = addAddressBody.safeParse({ ...address, state: 'Narnia' });
    expect(saved.error?.issues).toEqual([
      expect.objectContaining({ path: ['state'], message: messages.chooseState }),
    ]);
  });
  it('still asks for an empty state first', () => {
    expect(addOrderBody.safeParse({ ...order, user_state: '' }).error?.issues[0]?.message).toBe(
      messages.fillAddressFields,
    );
    expect(addAddressBody.safeParse({ ...address, state: ' ' }).error?.issues[0]?.message).toBe(
      messages.addressStateRequired,
    );
  });
});
