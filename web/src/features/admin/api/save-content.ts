// `admin/<kind>/save`: adds an item to a content list (no id) or replaces one.
import type { ApiSuccess, ContentKind } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';

export const saveContent = ({ kind, item }: { kind: ContentKind; item: Record<string, unknown> }) =>
  apiPost<ApiSuccess>(`admin/${kind}/save`, item);
