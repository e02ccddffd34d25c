// Fixtures for the cart, order and payment API tests: customers and staff with a session (made in
// the database, so suites with many shoppers stay clear of the registration limit), products with
// pack sizes, and a guest checkout body.
import { eq } from 'drizzle-orm';
import type { UserRole } from '@prime/contract';
import { DEFAULT_MIN_SHELF_LIFE_DAYS, sellableFrom } from '@prime/contract';
import { createSession } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { insertCategory, insertProduct, type NewPackSize } from '../db/factories.ts';
import { packSizes, stockLots, users } from '../db/schema.ts';
import { addUnrecordedUnits, syncPackStock } from '../db/stock-lots.ts';
import type { TestApp } from './test-app.ts';

export interface Shopper {
  id: number;
  email: string;
  token: string;
  /** The Authorization header of this shopper. */
  auth: Record<string, string>;
}

let sequence = 0;

/** A customer (or an admin) with a live session. The password hash is unusable: nobody logs in with it. */
export async function makeShopper(db: Db, role: UserRole = 'user'): Promise<Shopper> {
  sequence += 1;
  const email = `shopper${sequence}.${process.pid}.${Date.now()}@example.in`;
  const [user] = await db
    .insert(users)
    .values({ name: 'Asha Rao', email, passwordHash: 'unusable', mobile: '9876543210', role })
    .returning({ id: users.id });
  const token = await createSession(db, user!.id);
  return { id: user!.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

/** The declarations a product on sale must carry in an admin/product/save body (decision 0029). */
export const DECLARED = {
  p_generic_name: 'Face serum',
  p_manufacturer: 'PRIME Test Labs Pvt. Ltd., Plot 1, MIDC, Pune, Maharashtra 411019',
  p_shelf_life_months: 24,
} as const;

export interface TestProduct {
  id: number;
  name: string;
  /** Pack size ids in the product's order (the first is its default). */
  packs: number[];
}

/** One category per database, made on first use. */
const categoryOf = new WeakMap<Db, number>();

/** A product on sale with the given pack sizes (one 50 gm pack at ₹499, MRP ₹599, 30 in stock by default). */
export async function makeProduct(
  db: Db,
  packs: NewPackSize[] = [{ grams: 50, mrp: 599, price: 499, stock: 30 }],
  overrides: { name?: string; status?: 0 | 1; upcoming?: 0 | 1 } = {},
): Promise<TestProduct> {
  let categoryId = categoryOf.get(db);
  if (categoryId === undefined) {
    categoryId = await insertCategory(db, 'Serums');
    categoryOf.set(db, categoryId);
  }
  sequence += 1;
  const name = overrides.name ?? `Glow Serum ${sequence}`;
  const product = await insertProduct(db, { name, categoryId, packs, ...overrides });
  return { id: product.id, name, packs: product.packSizeIds };
}

export async function stockOf(db: Db, packSizeId: number): Promise<number> {
  const [row] = await db
    .select({ stock: packSizes.stock })
    .from(packSizes)
    .where(eq(packSizes.id, packSizeId));
  return row!.stock;
}

/**
 * A pack size's stock as a shopper's listing shows it: `product/list` read through the answer cache,
 * so a test can see whether a write left this process's cached listing behind.
 */
export async function listedStock(
  t: Pick<TestApp, 'post'>,
  productId: number,
  packSizeId: number,
): Promise<number> {
  const { body } = await t.post('product/list', { p_id: productId });
  const pack = (body.list[0]?.product_price as { pp_id: number; pp_stocks: number }[] | undefined)?.find(
    (candidate) => candidate.pp_id === packSizeId,
  );
  if (!pack) throw new Error(`product ${productId} does not list pack size ${packSizeId}`);
  return pack.pp_stocks;
}

/**
 * Leaves exactly `stock` sellable units in the pack size: its lots emptied, the units in its lot of no
 * recorded batch (lots an order took from stay, so its units can still go back to them).
 */
export async function setStock(db: Db, packSizeId: number, stock: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(stockLots).set({ remaining: 0 }).where(eq(stockLots.packSizeId, packSizeId));
    if (stock > 0) await addUnrecordedUnits(tx, packSizeId, stock);
    await syncPackStock(tx, [packSizeId], sellableFrom(DEFAULT_MIN_SHELF_LIFE_DAYS));
  });
}

/** A valid guest `add/order` body for the given lines (amount left to the caller). */
/**
 * A pincode of each state the suites deliver to: the server takes an address only with a pincode of
 * its state (docs/decisions/0032-sms-phone-sign-in-and-pincodes.md).
 */
const PINCODE_OF_STATE: Record<string, string> = {
  'west bengal': '700016',
  maharashtra: '400001',
  karnataka: '560001',
  delhi: '110001',
  kerala: '682001',
  goa: '403001',
  'tamil nadu': '600001',
  punjab: '141001',
  gujarat: '380001',
  telangana: '500001',
};

/** A pincode of `state` (any case) for a test order; undefined for a state the list lacks. */
export const pincodeOfState = (state: unknown): string | undefined =>
  typeof state === 'string' ? PINCODE_OF_STATE[state.trim().toLowerCase()] : undefined;

/** A guest's order; a `user_state` sent without `user_zipcode` gets a pincode of that state. */
export function guestOrder(
  lines: { product_id: number | string; quantity: number | string; packet_size?: number | string }[],
  amount: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const pincode = 'user_zipcode' in overrides ? undefined : pincodeOfState(overrides.user_state);
  return {
    u_id: '',
    amount,
    payment_method: 'cod',
    user_name: 'Meera Iyer',
    user_email: 'meera@example.in',
    user_mobile_no: '9812345678',
    user_address: '4 Park Street',
    user_state: 'West Bengal',
    user_district: 'Kolkata',
    landmark: 'Near the metro',
    user_city: 'Kolkata',
    user_zipcode: '700016',
    product_details: lines.map((line) => ({ packet_size: '', ...line })),
    ...(pincode ? { user_zipcode: pincode } : {}),
    ...overrides,
  };
}
