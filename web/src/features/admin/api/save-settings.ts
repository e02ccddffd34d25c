// `admin/settings/save`: replaces all five settings; quotes and orders charge the new values at once.
import type { ApiSuccess, ShopSettings } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';
import type { SettingsSaveRequest } from '../settings/settings-form-values.ts';

export const saveSettings = (body: SettingsSaveRequest) =>
  apiPost<ApiSuccess<{ data: ShopSettings }>>('admin/settings/save', body);
