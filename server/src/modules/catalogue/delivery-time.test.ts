import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliveryDays } from './delivery-estimate.ts';
import { DELIVERY_ZONES } from './delivery-zones.ts';

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

  it.each([['12345'], ['012345'], ['abcdef'], [4000011], [undefined], ['']])(
    'refuses the pincode %j with the exact message',
    async (pincode) => {
      const response = await t.post('list/delivery-time', pincode === undefined ? {} : { pincode });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        result: false,
        message: 'Please enter a valid 6-digit pincode.',
        errors: [{ field: 'pincode', message: 'Please enter a valid 6-digit pincode.' }],
      });
    },
  );
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
