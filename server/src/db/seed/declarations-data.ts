// The demo catalogue's Legal Metrology declarations (decision 0029): what each product is, the unit of
// its pack sizes (liquids in ml: serums, face washes, toners and mists, lotions, body wash), its shelf
// life, and who makes it; PRIME markets every product. Makers and addresses are invented, as a brand
// working with contract manufacturers would list them.
import type { NewProduct } from '../factories.ts';

const PRIME_MARKETER = 'Prime Skincare Pvt. Ltd., 4th Floor, Baner Road, Pune, Maharashtra 411045, India';

const makers = {
  pune: 'Vardhan Cosmeceuticals Pvt. Ltd., Plot No. B-14, MIDC Industrial Area, Ranjangaon, Pune, Maharashtra 412220',
  valsad: 'Shreeji Personal Care Industries, Survey No. 212/3, GIDC Sarigam, Valsad, Gujarat 396155',
  haridwar:
    'Himgiri Derma Labs Pvt. Ltd., Plot No. 7, Sector 5, SIDCUL Industrial Estate, Haridwar, Uttarakhand 249403',
  korea:
    'Hanbit Cosmetic Co., Ltd., 45 Sandan-ro, Daeso-myeon, Eumseong-gun, Chungcheongbuk-do 27670, Republic of Korea',
} as const;

type Declared = Pick<
  NewProduct,
  'genericName' | 'unit' | 'manufacturer' | 'marketer' | 'countryOfOrigin' | 'shelfLifeMonths'
>;

const made = (
  genericName: string,
  unit: 'g' | 'ml',
  shelfLifeMonths: number,
  maker: keyof typeof makers,
): Declared => ({
  genericName,
  unit,
  shelfLifeMonths,
  manufacturer: makers[maker],
  marketer: PRIME_MARKETER,
  countryOfOrigin: maker === 'korea' ? 'Republic of Korea' : 'India',
});

/** Every demo product's declarations, by slug (seed.test.ts checks that none is missing). */
export const demoDeclarations: Record<string, Declared> = {
  'vitamin-c-brightening-serum': made('Face serum', 'ml', 18, 'pune'),
  'niacinamide-zinc-serum': made('Face serum', 'ml', 24, 'pune'),
  'retinol-night-serum': made('Face serum', 'ml', 18, 'pune'),
  'alpha-arbutin-spot-serum': made('Face serum', 'ml', 24, 'pune'),
  'hyaluronic-acid-b5-serum': made('Face serum', 'ml', 24, 'pune'),
  'peptide-firming-serum': made('Face serum', 'ml', 24, 'korea'),
  'salicylic-spot-corrector-gel': made('Spot treatment gel', 'g', 24, 'pune'),
  'kaolin-clay-pore-detox-mask': made('Face mask', 'g', 24, 'pune'),
  'aha-bha-peeling-solution': made('Exfoliating face serum', 'ml', 24, 'pune'),
  'overnight-hydrating-sleeping-mask': made('Overnight face mask', 'g', 24, 'korea'),
  'gentle-cica-foaming-cleanser': made('Face wash', 'ml', 36, 'valsad'),
  'salicylic-acid-clarifying-face-wash': made('Face wash', 'ml', 36, 'valsad'),
  'vitamin-c-glow-gel-cleanser': made('Face wash', 'ml', 24, 'valsad'),
  'ceramide-cream-cleanser': made('Face wash', 'ml', 36, 'valsad'),
  'rose-niacinamide-hydrating-mist': made('Face mist', 'ml', 24, 'valsad'),
  'glycolic-acid-exfoliating-toner': made('Face toner', 'ml', 24, 'valsad'),
  'green-tea-pore-balancing-toner': made('Face toner', 'ml', 24, 'valsad'),
  'centella-soothing-face-mist': made('Face mist', 'ml', 24, 'valsad'),
  'ceramide-barrier-repair-cream': made('Face moisturiser', 'g', 30, 'haridwar'),
  'oil-free-gel-moisturiser': made('Face moisturiser', 'g', 30, 'haridwar'),
  'cica-calming-moisturiser': made('Face moisturiser', 'g', 30, 'haridwar'),
  'overnight-renewal-cream': made('Night cream', 'g', 24, 'haridwar'),
  'invisible-matte-sunscreen-spf-50': made('Sunscreen', 'g', 30, 'haridwar'),
  'hydrating-sunscreen-gel-spf-50': made('Sunscreen', 'g', 30, 'haridwar'),
  'mineral-sunscreen-spf-40': made('Sunscreen', 'g', 30, 'haridwar'),
  'tinted-sunscreen-spf-50': made('Tinted sunscreen', 'g', 24, 'haridwar'),
  'urea-body-lotion': made('Body lotion', 'ml', 36, 'valsad'),
  'niacinamide-brightening-body-lotion': made('Body lotion', 'ml', 36, 'valsad'),
  'salicylic-acid-body-wash': made('Body wash', 'ml', 36, 'valsad'),
};

/** The demo shop's consumer care (as its contact cards, content-data.ts) and grievance officer. */
export const demoShopContacts = {
  carePhone: '9820012345',
  careEmail: 'care@primeskin.in',
  grievanceOfficerName: 'Meera Kulkarni',
  grievanceOfficerEmail: 'grievance@primeskin.in',
  grievanceOfficerPhone: '9820054321',
} as const;
