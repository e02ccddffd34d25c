// `admin/message/read`: marks a contact message read (1) or unread (0).
import type { adminMessageReadBody, ApiSuccess, ContactMessage } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const markMessage = (body: BodyOf<typeof adminMessageReadBody>) =>
  apiPost<ApiSuccess<{ data: ContactMessage }>>('admin/message/read', body);
