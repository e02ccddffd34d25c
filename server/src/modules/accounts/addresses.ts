// Saved delivery addresses (Address in contract/src/accounts.ts). A user's address changes run one
// at a time (the user's row is locked), and at most one address is the default: setting one clears
// the others first, in the same transaction, and a partial unique index backs this up.
//
// Decisions: a user's first address becomes the default by itself; deleting the default makes the
// oldest remaining address the default, so a user with addresses keeps one; `setdefault: 0` on the
// default address is honoured (the shopper asked for no default).
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { AddAddressBody, Address, EditAddressBody } from '@prime/contract';
import type { Db, Tx } from '../../db/client.ts';
import { runTransaction } from '../../db/transaction.ts';
import { addresses, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { assertPincodeInState } from '../../pincodes/address-check.ts';
import { toAddress } from './user-shape.ts';

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(toAddress);
}

async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function clearDefault(tx: Tx, userId: number, exceptId?: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: 0 })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, 1),
        exceptId ? ne(addresses.id, exceptId) : undefined,
      ),
    );
}

const PLACE_FIELDS = { pincode: 'pincode', state: 'state' };

/** Saves a new address and answers its id; its pincode must be India Post's, in its state. */
export async function addAddress(db: Db, userId: number, body: AddAddressBody): Promise<number> {
  await assertPincodeInState(body.pincode, body.state, PLACE_FIELDS);
  return runTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .limit(1);
    const isDefault = body.setdefault === 1 || !existing ? 1 : 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({
        userId,
        type: body.type ?? 'home',
        heading: body.heading,
        address: body.address,
        state: body.state,
        city: body.city ?? '',
        district: body.district,
        pincode: body.pincode,
        phone: body.phone,
        isDefault,
      })
      .returning({ id: addresses.id });
    return row!.id;
  });
}

/** A new pincode or state is checked with the other as it will be (sent, or as saved). */
async function checkNewPlace(db: Db, userId: number, body: EditAddressBody): Promise<void> {
  if (body.pincode === undefined && body.state === undefined) return;
  const [saved] = await db
    .select({ pincode: addresses.pincode, state: addresses.state })
    .from(addresses)
    .where(and(eq(addresses.id, body.adr_id), eq(addresses.userId, userId)));
  if (!saved) throw notFound();
  await assertPincodeInState(body.pincode ?? saved.pincode, body.state ?? saved.state, PLACE_FIELDS);
}

/** Updates the fields sent; 404 when the address is not the user's. */
export async function editAddress(db: Db, userId: number, body: EditAddressBody): Promise<Address> {
  await checkNewPlace(db, userId, body);
  const row = await runTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    const mine = and(eq(addresses.id, body.adr_id), eq(addresses.userId, userId));
    const [current] = await tx.select({ id: addresses.id }).from(addresses).where(mine);
    if (!current) return undefined;
    if (body.setdefault === 1) await clearDefault(tx, userId, current.id);
    const { adr_id: _id, setdefault, ...fields } = body;
    const changes = Object.fromEntries(
      Object.entries({ ...fields, isDefault: setdefault }).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length === 0) return (await tx.select().from(addresses).where(mine))[0];
    const [updated] = await tx
      .update(addresses)
      .set(changes as Partial<typeof addresses.$inferInsert>)
      .where(mine)
      .returning();
    return updated;
  });
  if (!row) throw notFound();
  return toAddress(row);
}

/** Deletes the address; 404 when it is not the user's. */
export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<void> {
  const deleted = await runTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (row?.isDefault === 1) {
      const [oldest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.id))
        .limit(1);
      if (oldest) await tx.update(addresses).set({ isDefault: 1 }).where(eq(addresses.id, oldest.id));
    }
    return Boolean(row);
  });
  if (!deleted) throw notFound();
}
