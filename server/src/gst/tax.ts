// The tax on an order, carved out of its prices (docs/decisions/0023-gst-invoices.md). Prices include
// GST, so each row's value is what the shopper pays for it and its taxable value is that value less
// the tax in it. Every figure is whole paise, rounded once per row; a row's taxable value and tax add up
// to its value exactly, so the rows add up to the order's amount exactly.
import { CHARGES_GST_RATE, CHARGES_HSN } from '@prime/contract';

export interface TaxableLine {
  /** The order line; null for a charge. */
  opId: number | null;
  description: string;
  hsn: string;
  quantity: number;
  /** Percent. */
  rate: number;
  /** What the shopper pays for the row before the coupon (price × quantity, or the charge). */
  grossPaise: number;
}

export interface TaxRow {
  opId: number | null;
  /** `delivery` or `cod` for a charge; null for a line. */
  charge: 'delivery' | 'cod' | null;
  description: string;
  hsn: string;
  quantity: number;
  rate: number;
  /** The row's share of the coupon's discount. */
  discountPaise: number;
  /** What the shopper pays for the row: gross less discount, tax included. */
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface OrderForTax {
  lines: {
    opId: number;
    description: string;
    hsn: string;
    quantity: number;
    rate: number;
    unitPricePaise: number;
  }[];
  discountPaise: number;
  deliveryChargePaise: number;
  codChargePaise: number;
  /** Buyer in another state than the seller: IGST; same state: CGST and SGST. */
  interstate: boolean;
}

/**
 * The coupon's discount shared over the lines in proportion to their price, each share rounded to the
 * paisa as a cancelled line's share is (modules/orders/order-tracking.ts), the last line taking what
 * is left so the shares add up to the discount.
 */
export function shareDiscount(grossPaise: number[], discountPaise: number): number[] {
  const total = grossPaise.reduce((sum, gross) => sum + gross, 0);
  if (total === 0 || discountPaise === 0) return grossPaise.map(() => 0);
  const shares = grossPaise.map((gross) => Math.round((gross * discountPaise) / total));
  const last = shares.length - 1;
  shares[last] = discountPaise - shares.slice(0, last).reduce((sum, share) => sum + share, 0);
  // Rounding may leave the last line a share above its price (or below 0): move the excess back.
  for (
    let index = last;
    index > 0 && (shares[index]! > grossPaise[index]! || shares[index]! < 0);
    index -= 1
  ) {
    const excess = shares[index]! > grossPaise[index]! ? shares[index]! - grossPaise[index]! : shares[index]!;
    shares[index] = shares[index]! - excess;
    shares[index - 1] = shares[index - 1]! + excess;
  }
  return shares;
}

/**
 * A row's figures: the tax inside `valuePaise` at `rate`, split by where the buyer is. Within one state
 * CGST and SGST are always equal: one half (half the rate) is computed and used twice, and the
 * taxable value is what is left, so the row still adds up to its value exactly.
 */
export function taxOf(valuePaise: number, rate: number, interstate: boolean) {
  if (interstate) {
    const taxablePaise = Math.round((valuePaise * 100) / (100 + rate));
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: valuePaise - taxablePaise };
  }
  const halfPaise = Math.round((valuePaise * rate) / (2 * (100 + rate)));
  return {
    taxablePaise: valuePaise - 2 * halfPaise,
    cgstPaise: halfPaise,
    sgstPaise: halfPaise,
    igstPaise: 0,
  };
}

/**
 * The rows of an order's invoice: one per line (its discount share taken off before tax), then the
 * delivery and cash-on-delivery charges, a service of their own (SAC 9968 at 18 %, decision 0034).
 */
export function taxRows(order: OrderForTax): TaxRow[] {
  const gross = order.lines.map((line) => line.unitPricePaise * line.quantity);
  const shares = shareDiscount(gross, order.discountPaise);
  const rows: TaxRow[] = order.lines.map((line, index) => {
    const valuePaise = gross[index]! - shares[index]!;
    return {
      opId: line.opId,
      charge: null,
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      rate: line.rate,
      discountPaise: shares[index]!,
      valuePaise,
      ...taxOf(valuePaise, line.rate, order.interstate),
    };
  });
  const charges = [
    { charge: 'delivery' as const, description: 'Delivery charge', paise: order.deliveryChargePaise },
    { charge: 'cod' as const, description: 'Cash on delivery charge', paise: order.codChargePaise },
  ];
  for (const { charge, description, paise } of charges) {
    if (paise <= 0) continue;
    rows.push({
      opId: null,
      charge,
      description,
      hsn: CHARGES_HSN,
      quantity: 1,
      rate: CHARGES_GST_RATE,
      discountPaise: 0,
      valuePaise: paise,
      ...taxOf(paise, CHARGES_GST_RATE, order.interstate),
    });
  }
  return rows;
}

export function totalsOf(rows: readonly TaxRow[]): TaxTotals {
  const totals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const row of rows) {
    totals.taxablePaise += row.taxablePaise;
    totals.cgstPaise += row.cgstPaise;
    totals.sgstPaise += row.sgstPaise;
    totals.igstPaise += row.igstPaise;
    totals.totalPaise += row.valuePaise;
  }
  return totals;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join('-');
}

/** 0–999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words, in Indian numbering: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  // Past 99 crore the crores are counted in Indian numbering too (e.g. "One Hundred Crore").
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** `Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only`. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(Math.abs(paise) / 100);
  const rest = Math.abs(paise) % 100;
  const words = `Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
  return paise < 0 ? `Minus ${words}` : words;
}
