// `admin/image/upload`: stores an image for a content item, a concern or an ingredient and answers
// its path, which the item's form then saves.
import type { ApiSuccess } from '@prime/contract';
import { apiUpload } from '../../../lib/api.ts';

export function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<ApiSuccess<{ image: string }>>('admin/image/upload', form);
}
