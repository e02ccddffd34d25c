// Every failing rule says something a shopper can read: no body schema lets zod's own default words
// ("Invalid input: expected boolean, received number", "Too small: expected …") through, whatever a
// client sends in any field.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';
import { fieldLabel, readableIssueMessage } from './readable-messages.ts';

beforeAll(() => {
  z.config({ customError: readableIssueMessage });
});

// zod's own words (its English locale), which the shop's own messages never use.
const ZOD_DEFAULT =
  /^(Invalid (input|option|string|number|key|element|email address|URL|ISO|UUID|date)|Too (small|big)|Unrecognized key|Expected|Required$)|expected .+, received/;

const WRONG = [2, -1, 1.5, 'x', '', true, null, [], {}, [1], 'a'.repeat(5000), { a: 1 }];

const bodySchemas = Object.entries(contract).filter(
  (entry): entry is [string, z.ZodObject] => entry[0].endsWith('Body') && entry[1] instanceof z.ZodObject,
);

describe('validation messages', () => {
  it('finds the body schemas', () => {
    expect(bodySchemas.length).toBeGreaterThan(40);
  });

  it.each(bodySchemas)('%s answers readable words for every wrong value of every field', (_name, schema) => {
    const unreadable = new Set<string>();
    for (const field of Object.keys(schema.shape)) {
      for (const value of WRONG) {
        const parsed = schema.safeParse({ [field]: value });
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          if (ZOD_DEFAULT.test(issue.message))
            unreadable.add(`${field}=${JSON.stringify(value).slice(0, 20)}: ${issue.message}`);
        }
      }
    }
    expect([...unreadable]).toEqual([]);
  });

  it('names the field as a shopper reads it', () => {
    expect(contract.productListBody.safeParse({ in_stock: 2 }).error?.issues[0]?.message).toBe(
      'In stock must be yes or no (1 or 0).',
    );
    expect(fieldLabel(['product_details', 0, 'quantity'])).toBe('Quantity');
    expect(fieldLabel(['pp_discount_prize'])).toBe('Selling price');
    expect(fieldLabel(['bl_heading'])).toBe('Heading');
    expect(fieldLabel([])).toBe('This value');
  });
});
