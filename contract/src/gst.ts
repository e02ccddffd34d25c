// GST: India's states and union territories with their GST state codes (the place of supply on a tax
// invoice, and the only states checkout and saved addresses accept), and the GSTIN's shape and check
// character. One list for the web app's state choosers and the server's checks
// (docs/decisions/0023-gst-invoices.md).

export interface IndianState {
  /** The two-digit GST state code, as a GSTIN starts with it. */
  code: string;
  /** The name as the shop writes and stores it. */
  name: string;
}

/** Every state and union territory, in the order of their GST state codes. */
export const INDIAN_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  // Since 2020 one union territory under code 26 (25 was Daman and Diu's alone).
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];

/** A state's name as compared: any case, runs of spaces as one, `&` as `and`. */
export const stateKey = (value: string): string =>
  value.trim().toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();

const statesByKey = new Map(INDIAN_STATES.map((state) => [stateKey(state.name), state]));

/** The state a shopper's value names (any case, as listed); undefined for anything else. */
export const indianStateOf = (value: string): IndianState | undefined => statesByKey.get(stateKey(value));

/** The state with that GST state code; undefined when there is none. */
export const indianStateByCode = (code: string): IndianState | undefined =>
  INDIAN_STATES.find((state) => state.code === code);

/** `29-Karnataka`: the place of supply as the GSTR-1 return writes it. */
export const placeOfSupply = (state: IndianState): string => `${state.code}-${state.name}`;

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters (the GSTN's published scheme: each character's
 * value in base 36, weighted 1, 2, 1, 2…, each product's base-36 digits added, the sum's complement
 * modulo 36).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARACTERS.indexOf(first14[index]!);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

// State code, PAN (5 letters, 4 digits, a letter), the registration's number within the PAN, `Z`, check.
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * What is wrong with a GSTIN (upper case expected), or undefined when it is a well-formed GSTIN of a
 * listed state with the right check character.
 */
export function gstinProblem(gstin: string): string | undefined {
  if (!GSTIN_SHAPE.test(gstin)) {
    return 'must be 15 characters: state code, PAN, entity number, Z and a check character';
  }
  if (!indianStateByCode(gstin.slice(0, 2))) return `starts with ${gstin.slice(0, 2)}, not a GST state code`;
  const check = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== check) return `has the wrong check character (expected ${check})`;
  return undefined;
}

/** The GST rates a product may carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/** An HSN code as products carry it: 4 to 8 digits. */
export const isHsnCode = (value: string): boolean => /^\d{4,8}$/.test(value);

/**
 * Delivery and cash-on-delivery charges are a service of their own: SAC 9968 (postal and courier
 * services) at 18 %, whatever the goods' rate (docs/decisions/0034-delivery-charges-sac-9968.md).
 */
export const CHARGES_HSN = '9968';
export const CHARGES_GST_RATE = 18;
