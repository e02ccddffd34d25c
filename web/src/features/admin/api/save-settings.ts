// `admin/settings/save`: replaces the settings; quotes and orders charge the new values at once, and every
// pack size's stock follows a new minimum shelf life.
import type { ApiSuccess, ShopSettings } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';
import type { SettingsSaveRequest } from '../settings/settings-form-values.ts';

export const saveSettings = (body: SettingsSaveRequest) =>
  apiPost<ApiSuccess<{ data: ShopSettings }>>('admin/settings/save', body);
