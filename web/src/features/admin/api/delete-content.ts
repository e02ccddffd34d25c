// `admin/content/delete`: removes one item of a content list.
import type { ApiSuccess, contentDeleteBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export const deleteContent = (body: BodyOf<typeof contentDeleteBody>) =>
  apiPost<ApiSuccess>('admin/content/delete', body);
