// Words that state the shop's charges and return window come from its settings, never from text typed
// by hand (an offer strip saying "₹49 below ₹499" after staff changed the charges): content (offer
// strip, FAQ) holds placeholders such as `{delivery_terms}`, filled from the current settings each
// time the text is served. The console lists them next to the text boxes.
import { formatPaise } from './money.ts';

export interface ShopTerms {
  freeDeliveryFromPaise: number;
  deliveryChargePaise: number;
  codChargePaise: number;
  returnDays: number;
}

/** What each placeholder becomes, for the console's hint and for filling. */
export const SHOP_TERM_PLACEHOLDERS: Record<string, { hint: string; fill: (terms: ShopTerms) => string }> = {
  delivery_terms: {
    hint: 'Free delivery on orders of ₹499 or more, ₹49 below',
    fill: (terms) => {
      if (terms.deliveryChargePaise === 0 || terms.freeDeliveryFromPaise === 0)
        return 'Free delivery on every order';
      return `Free delivery on orders of ${formatPaise(terms.freeDeliveryFromPaise)} or more, ${formatPaise(
        terms.deliveryChargePaise,
      )} below`;
    },
  },
  free_delivery_from: { hint: '₹499', fill: (terms) => formatPaise(terms.freeDeliveryFromPaise) },
  delivery_charge: { hint: '₹49', fill: (terms) => formatPaise(terms.deliveryChargePaise) },
  cod_fee: {
    hint: 'no extra charge, or ₹30 extra',
    fill: (terms) =>
      terms.codChargePaise === 0 ? 'no extra charge' : `${formatPaise(terms.codChargePaise)} extra`,
  },
  return_days: { hint: '7', fill: (terms) => String(terms.returnDays) },
};

/** `text` with each `{placeholder}` of SHOP_TERM_PLACEHOLDERS filled; other braces are left alone. */
export function fillShopTerms(text: string, terms: ShopTerms): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    Object.hasOwn(SHOP_TERM_PLACEHOLDERS, name) ? SHOP_TERM_PLACEHOLDERS[name]!.fill(terms) : whole,
  );
}
