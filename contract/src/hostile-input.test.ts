// A body a client crafts to make a check slow must cost about as much as reading it: every pattern
// is linear and no pattern runs on text past its field's length. The bound is loose on purpose (the
// checks take well under a millisecond); it catches a check that grows with the square of its input,
// which took seconds on an 80 KB email.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';

const HOSTILE = {
  'dotted email': `a@${'a.'.repeat(40_000)}@`,
  'dotted email, 1 MB': `a@${'a.'.repeat(500_000)}`,
  'letters then a bad character': `${'a'.repeat(500_000)}!`,
  'spaces then a letter': `${' '.repeat(500_000)}x`,
  'digits then a letter': `${'1'.repeat(500_000)}x`,
  'digit, spaces, then a letter': `1${' '.repeat(500_000)}x`,
  'at signs': '@'.repeat(500_000),
  'letters, dots and at signs': 'a.@'.repeat(300_000),
};

// A valid value per field name, so a rule that looks at the whole body (registration) runs too.
const VALID: Record<string, unknown> = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  password: 'Secret@123',
  mobile: '9876543210',
  phone: '9876543210',
  pincode: '560001',
  otp: '1234',
  message: 'Hello',
  heading: 'Asha Rao',
  address: '12 MG Road',
  state: 'Karnataka',
  district: 'Bengaluru',
  search: 'serum',
};

const bodySchemas = Object.entries(contract).filter(
  (entry): entry is [string, z.ZodObject] => entry[0].endsWith('Body') && entry[1] instanceof z.ZodObject,
);

describe('hostile text in every body schema', () => {
  it('finds the body schemas', () => {
    expect(bodySchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['contactMessageBody', 'registerBody', 'addAddressBody', 'productListBody']),
    );
  });

  it.each(bodySchemas)('%s checks each field in bounded time', (_name, schema) => {
    const fields = Object.keys(schema.shape);
    const valid = Object.fromEntries(fields.map((field) => [field, VALID[field] ?? '1']));
    for (const field of fields) {
      for (const [kind, value] of Object.entries(HOSTILE)) {
        const started = Date.now();
        schema.safeParse({ ...valid, [field]: value });
        const took = Date.now() - started;
        expect(took, `${field} given ${kind}`).toBeLessThan(200);
      }
    }
  });
});
