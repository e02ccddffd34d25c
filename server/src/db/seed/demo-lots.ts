// The demo catalogue's lots: each pack size in stock holds one or two batches, an older
// one (about a third of the units, made 9–12 months ago, a 24-month shelf life) and a fresher one (made
// 1–3 months ago, 30 months); a few pack sizes also keep a handful of units of a batch about to
// expire, which are not sold (the console's "expiring soon" list shows them). Batch numbers name the
// product's initials and its place in the catalogue, then the month of manufacture: `VCS3-2502`.
import { addMonths, indiaMonthOf } from '@prime/contract';
import type { NewLot, NewPackSize } from '../factories.ts';

/** Units of the old batch kept on the shelf past its selling time, in every eighth product's first pack. */
const EXPIRING_UNITS = 4;

const codeOf = (slug: string, index: number) =>
  `${slug
    .split('-')
    .filter((word) => /^[a-z]/.test(word))
    .slice(0, 4)
    .map((word) => word[0]!.toUpperCase())
    .join('')}${index + 1}`;

const batchNo = (code: string, mfg: string) => `${code}-${mfg.slice(2, 4)}${mfg.slice(5, 7)}`;

/** The pack sizes of the catalogue's `index`-th product, each with its lots, as of `now`. */
export function withDemoLots(slug: string, index: number, packs: NewPackSize[], now: Date): NewPackSize[] {
  const month = indiaMonthOf(now);
  const code = codeOf(slug, index);
  const older = addMonths(month, -(9 + (index % 4)));
  const fresher = addMonths(month, -(1 + (index % 3)));
  return packs.map((pack, packIndex) => {
    const lots: NewLot[] = [];
    if (pack.stock === 0) return { ...pack, lots };
    const olderUnits = pack.stock >= 12 ? Math.round(pack.stock * 0.3) : 0;
    if (olderUnits > 0) {
      lots.push({
        batchNo: batchNo(code, older),
        mfg: older,
        expiry: addMonths(older, 24),
        quantity: olderUnits,
      });
    }
    lots.push({
      batchNo: batchNo(code, fresher),
      mfg: fresher,
      expiry: addMonths(fresher, 30),
      quantity: pack.stock - olderUnits,
    });
    if (index % 8 === 3 && packIndex === 0) {
      const old = addMonths(month, -23);
      lots.push({
        batchNo: batchNo(code, old),
        mfg: old,
        expiry: addMonths(month, 1),
        quantity: EXPIRING_UNITS,
      });
    }
    return { ...pack, lots };
  });
}
