// Who sells, as every storefront page's footer shows it (decision 0029): the legal name, address and
// GSTIN the tax invoices print, and consumer care, all from shop/info.
import type { ShopInfo } from '@prime/contract';

/** `9820012345` → `+91 98200 12345`, as an Indian mobile is read aloud and dialled. */
export const phoneText = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

export function SellerDetails({ info, className }: { info: ShopInfo; className?: string }) {
  return (
    <address className={className}>
      <strong>{info.seller_name}</strong>
      <br />
      {info.seller_address}
      <br />
      GSTIN: {info.seller_gstin}
      {(info.care_phone || info.care_email) && (
        <>
          <br />
          Consumer care:{' '}
          {info.care_phone && <a href={`tel:+91${info.care_phone}`}>{phoneText(info.care_phone)}</a>}
          {info.care_phone && info.care_email && ' · '}
          {info.care_email && <a href={`mailto:${info.care_email}`}>{info.care_email}</a>}
        </>
      )}
    </address>
  );
}
