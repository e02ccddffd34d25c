// The guest cart moves into the account that just logged in. Lines are merged by summing into the
// account's line of the same product and pack size, capped at that pack's stock: the product and the
// account cart are read first and only what fits is added, so a guest never sees a line silently
// grow past what the shop holds. What could not move (sold out, capped, no longer sold) is reported
// line by line; what the server could not take at all (offline, server trouble) stays in browser
// storage for the next login, so a shopper never loses a cart to an outage.
import type { ApiSuccess, PackSizePrice, Product } from '@prime/contract';
import { ApiError, apiPost } from '../../../lib/api.ts';
import { readGuestLines, writeGuestCart, type GuestLine } from '../storage/guest-cart.ts';
import { addToServerCart } from './add-to-cart.ts';

export interface CartShortfall {
  productName: string;
  /** Grams of the pack, when the pack is known. */
  packSize: number | null;
  wanted: number;
  moved: number;
  /** The server's words when it refused the line itself. */
  serverMessage?: string;
}

export interface CartTransfer {
  /** Lines added to the account cart, in full or in part. */
  moved: number;
  shortfalls: CartShortfall[];
  /** Lines left in browser storage because the server could not be reached. */
  kept: number;
}

interface ServerLine {
  ct_product_id: number;
  p_id?: number;
  ct_packet_size: number;
  ct_quantity: number;
}

/** The server answered and said no to this line: it cannot move, and retrying will not help. */
const refusesLine = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 404, 409].includes(error.status);

const accountLines = async (userId: string) =>
  (await apiPost<ApiSuccess<{ list: ServerLine[] }>>('list/cart', { userid: userId })).list;

const findProduct = async (productId: number) =>
  (await apiPost<ApiSuccess<{ list: Product[] }>>('product/list', { p_id: productId })).list[0] ?? null;

export async function transferGuestCart(userId: string): Promise<CartTransfer> {
  // One line per product and pack size: lines stored twice are already summed here.
  const lines = readGuestLines();
  const report: CartTransfer = { moved: 0, shortfalls: [], kept: 0 };
  if (lines.length === 0) return finish([], report);

  let existing: ServerLine[];
  try {
    existing = await accountLines(userId);
  } catch {
    // Without the account cart nothing can be merged safely: everything waits for the next login.
    return finish(lines, { ...report, kept: lines.length });
  }

  const kept: GuestLine[] = [];
  for (const line of lines) {
    let product: Product | null;
    try {
      product = await findProduct(line.productId);
    } catch {
      kept.push(line);
      continue;
    }
    const pack: PackSizePrice | undefined = product
      ? line.packetSize === null
        ? product.product_price[0]
        : product.product_price.find((p) => p.pp_packet_size === line.packetSize)
      : undefined;
    if (!product || !pack) {
      report.shortfalls.push({
        productName: product?.p_productname ?? `Product ${line.productId}`,
        packSize: line.packetSize,
        wanted: line.quantity,
        moved: 0,
      });
      continue;
    }
    const inAccount = existing
      .filter(
        (other) =>
          (other.ct_product_id ?? other.p_id) === product.p_id &&
          other.ct_packet_size === pack.pp_packet_size,
      )
      .reduce((sum, other) => sum + other.ct_quantity, 0);
    const fits = Math.min(line.quantity, Math.max(0, pack.pp_stocks - inAccount));
    const shortfall = {
      productName: product.p_productname,
      packSize: pack.pp_packet_size,
      wanted: line.quantity,
    };
    if (fits === 0) {
      report.shortfalls.push({ ...shortfall, moved: 0 });
      continue;
    }
    try {
      // No size stored means the product's first, which the server also takes for an empty size.
      await addToServerCart(userId, { productId: product.p_id, quantity: fits, packetSize: line.packetSize });
      report.moved++;
      if (fits < line.quantity) report.shortfalls.push({ ...shortfall, moved: fits });
    } catch (error) {
      if (refusesLine(error))
        report.shortfalls.push({ ...shortfall, moved: 0, serverMessage: error.message });
      else kept.push(line);
    }
  }
  return finish(kept, { ...report, kept: kept.length });
}

function finish(kept: GuestLine[], report: CartTransfer): CartTransfer {
  writeGuestCart(
    kept.map((line) => ({
      productid: String(line.productId),
      quantity: String(line.quantity),
      ...(line.packetSize !== null ? { packet_size: String(line.packetSize) } : {}),
      ...(line.addedAt ? { addedAt: line.addedAt } : {}),
      ...(line.updatedAt ? { updatedAt: line.updatedAt } : {}),
    })),
  );
  return report;
}
