// The shop settings form's values as typed, and the check before sending them: the server's own schema
// (contract/src/shop-settings.ts), so the form refuses what the server refuses, with its words.
import { settingsSaveBody, type ShopSettings } from '@prime/contract';
import { errorsByPath, type PathErrors } from '../shared/errors.ts';

export interface SettingsFormValues {
  free_delivery_from: string;
  delivery_charge: string;
  cod_charge: string;
  low_stock_at: string;
  staff_email: string;
  care_phone: string;
  care_email: string;
  grievance_officer_name: string;
  grievance_officer_email: string;
  grievance_officer_phone: string;
  /** Cash on delivery's limits (decision 0031), as typed: empty is no limit (and no confirmation). */
  cod_max_amount: string;
  cod_blocked_pincodes: string;
  cod_rto_limit: string;
  cod_confirm_hours: string;
  return_days: string;
  min_shelf_life_days: string;
}

/** The optional contacts (decision 0029): an empty box clears one. */
const CONTACTS = [
  'care_phone',
  'care_email',
  'grievance_officer_name',
  'grievance_officer_email',
  'grievance_officer_phone',
] as const;
type Contact = (typeof CONTACTS)[number];

/** What the form sends: amounts and the level as typed (the server reads digit strings), none as null. */
export type SettingsSaveRequest = Omit<SettingsFormValues, 'staff_email' | Contact> & {
  staff_email: string | null;
} & Record<Contact, string | null>;

export const fromSettings = (settings: ShopSettings): SettingsFormValues => ({
  free_delivery_from: String(settings.free_delivery_from),
  delivery_charge: String(settings.delivery_charge),
  cod_charge: String(settings.cod_charge),
  low_stock_at: String(settings.low_stock_at),
  staff_email: settings.staff_email ?? '',
  care_phone: settings.care_phone ?? '',
  care_email: settings.care_email ?? '',
  grievance_officer_name: settings.grievance_officer_name ?? '',
  grievance_officer_email: settings.grievance_officer_email ?? '',
  grievance_officer_phone: settings.grievance_officer_phone ?? '',
  cod_max_amount: settings.cod_max_amount === null ? '' : String(settings.cod_max_amount),
  cod_blocked_pincodes: settings.cod_blocked_pincodes.join(', '),
  cod_rto_limit: settings.cod_rto_limit === null ? '' : String(settings.cod_rto_limit),
  cod_confirm_hours: settings.cod_confirm_hours === null ? '' : String(settings.cod_confirm_hours),
  return_days: String(settings.return_days),
  min_shelf_life_days: String(settings.min_shelf_life_days),
});

export function checkSettings(values: SettingsFormValues): {
  request: SettingsSaveRequest;
  errors: PathErrors;
} {
  const request: SettingsSaveRequest = { ...values, staff_email: values.staff_email.trim() || null };
  for (const contact of CONTACTS) request[contact] = values[contact].trim() || null;
  const parsed = settingsSaveBody.safeParse(request);
  return { request, errors: parsed.success ? {} : errorsByPath(parsed.error.issues) };
}
