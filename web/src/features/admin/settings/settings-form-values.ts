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
  min_shelf_life_days: string;
}

/** What the form sends: amounts and the level as typed (the server reads digit strings), no mail as null. */
export type SettingsSaveRequest = Omit<SettingsFormValues, 'staff_email'> & { staff_email: string | null };

export const fromSettings = (settings: ShopSettings): SettingsFormValues => ({
  free_delivery_from: String(settings.free_delivery_from),
  delivery_charge: String(settings.delivery_charge),
  cod_charge: String(settings.cod_charge),
  low_stock_at: String(settings.low_stock_at),
  staff_email: settings.staff_email ?? '',
  min_shelf_life_days: String(settings.min_shelf_life_days),
});

export function checkSettings(values: SettingsFormValues): {
  request: SettingsSaveRequest;
  errors: PathErrors;
} {
  const request = { ...values, staff_email: values.staff_email.trim() || null };
  const parsed = settingsSaveBody.safeParse(request);
  return { request, errors: parsed.success ? {} : errorsByPath(parsed.error.issues) };
}
