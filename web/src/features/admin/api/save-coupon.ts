// `admin/coupon/save`: creates a code, or updates the terms of an existing one; answers the code.
import type { ApiSuccess } from '@prime/contract';
import { apiPost } from '../../../lib/api.ts';
import type { CouponSaveRequest } from '../coupons/coupon-form-values.ts';

export const saveCoupon = (body: CouponSaveRequest) =>
  apiPost<ApiSuccess<{ code: string }>>('admin/coupon/save', body);
