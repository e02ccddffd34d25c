// `shop/info` (decision 0029): who sells, as the tax invoices print it (the SELLER_* settings), with
// consumer care and the grievance officer from the shop's settings. The storefront's footer, privacy
// page and grievance page read it, so every place that names the seller names the same one.
import type { ShopInfo } from '@prime/contract';
import type { SellerSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { currentShopSettings } from '../../db/shop-settings.ts';

export async function shopInfo(db: Db, seller: SellerSettings): Promise<ShopInfo> {
  const settings = await currentShopSettings(db);
  return {
    seller_name: seller.name,
    seller_address: seller.address,
    seller_gstin: seller.gstin,
    care_phone: settings.carePhone,
    care_email: settings.careEmail,
    grievance_officer: {
      name: settings.grievanceOfficerName,
      email: settings.grievanceOfficerEmail,
      phone: settings.grievanceOfficerPhone,
    },
  };
}
