// The pack size a product is offered in before the shopper picks one: the first with stock, else the
// first (a sold-out product shows its first pack and OUT OF STOCK). A card shows its price and size and
// adds it; the product page starts from it. The server's page and the browser's read the same data,
// so both draw the same pack.
import type { PackSizePrice, Product } from '@prime/contract';

export const packOnOffer = (product: Pick<Product, 'product_price'>): PackSizePrice | undefined =>
  product.product_price.find((pack) => pack.pp_stocks > 0) ?? product.product_price[0];
