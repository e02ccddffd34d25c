// The words of a validation failure that no schema gave words of its own: zod's defaults ("Invalid
// input: expected boolean, received number") are for programmers. Every rule a shopper meets has its
// own message in messages.ts; this covers the rest (a filter sent wrong, a field left out by a client)
// with a sentence naming the field. The server installs it once (server/src/http/validate.ts) with
// `z.config({ customError: readableIssueMessage })`; a schema's own message still wins.
import type { z } from 'zod';

/** Names a shopper reads for the wire names that are not plain words. */
const FIELD_NAMES: Record<string, string> = {
  p_id: 'Product',
  product_id: 'Product',
  productid: 'Product',
  pp_id: 'Pack size',
  packet_size: 'Pack size',
  c_id: 'Category',
  category_id: 'Category',
  cc_id: 'Concern',
  concern_id: 'Concern',
  od_id: 'Order number',
  op_id: 'Order line',
  op_ids: 'Order lines',
  ct_id: 'Cart line',
  cart_id: 'Cart line',
  adr_id: 'Address',
  r_id: 'Review',
  rq_id: 'Return request',
  u_id: 'Account',
  user_id: 'Account',
  userid: 'Account',
  in_stock: 'In stock',
  min_price: 'Lowest price',
  max_price: 'Highest price',
  bestsellers: 'Best sellers',
  product_details: 'Cart items',
  p_productname: 'Product name',
  p_prize: 'MRP',
  pp_prize: 'MRP',
  pp_discount_prize: 'Selling price',
  pp_stocks: 'Stock',
  pp_packet_size: 'Pack size',
  p_quantity_types: 'Pack size',
};

/** The field's name as a shopper reads it: `in_stock` → `In stock`, `product_details.0.quantity` → `Quantity`. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'This value';
  const named = FIELD_NAMES[key];
  if (named) return named;
  // The wire names' table prefixes (`bl_heading`, `adr_pincode`) say nothing to a shopper.
  const bare = key.replace(/^[a-z]{1,3}_(?=[a-z]{3})/, '');
  const words = bare
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'This value';
}

const KINDS: Record<string, string> = {
  boolean: 'yes or no (1 or 0)',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  array: 'a list',
  date: 'a date',
};

type Issue = z.core.$ZodRawIssue;

function typeMessage(label: string, issue: Issue & { code: 'invalid_type' }): string {
  if (issue.input === undefined || issue.input === null) return `${label} is required.`;
  const kind = KINDS[issue.expected];
  return kind ? `${label} must be ${kind}.` : `${label} is not in the right form.`;
}

function sizeMessage(label: string, issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const exclusive = issue.inclusive === false;
  switch (issue.origin) {
    case 'string':
      if (small && limit <= 1) return `${label} is required.`;
      return `${label} must be ${small ? 'at least' : 'at most'} ${limit} characters.`;
    case 'array':
    case 'set':
      if (small && limit <= 1) return `${label} needs at least one item.`;
      return `${label} may hold ${small ? 'at least' : 'at most'} ${limit} items.`;
    default:
      if (exclusive) return `${label} must be ${small ? 'more' : 'less'} than ${limit}.`;
      return `${label} must be ${limit} or ${small ? 'more' : 'less'}.`;
  }
}

/** A sentence for an issue without a message of its own; undefined leaves zod's (never reached). */
export function readableIssueMessage(issue: Issue): string | undefined {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(label, issue);
    case 'too_small':
    case 'too_big':
      return sizeMessage(label, issue);
    case 'invalid_format':
      if (issue.format === 'email') return 'Please enter a valid email address.';
      return `${label} is not in the right format.`;
    case 'invalid_value':
      return `${label} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}.`;
    default:
      return `${label} is not valid.`;
  }
}
