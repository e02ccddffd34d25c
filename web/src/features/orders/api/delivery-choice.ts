// `order/delivery-choice` (decision 0031): after a failed delivery, the shopper asks for another attempt
// on a day (with a new phone or landmark) or to cancel. Answers the order as it is then.
import type { ApiSuccess, DeliveryChoiceKind, Order, deliveryChoiceBody } from '@prime/contract';
import { apiPost, type BodyOf } from '../../../lib/api.ts';

export interface DeliveryChoiceForm {
  choice: DeliveryChoiceKind;
  date: string;
  phone: string;
  landmark: string;
}

const typedOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

export const sendDeliveryChoice = async (access: string, form: DeliveryChoiceForm) =>
  (
    await apiPost<ApiSuccess<{ data: Order }>>('order/delivery-choice', {
      access,
      choice: form.choice,
      date: form.choice === 'reattempt' ? typedOrNull(form.date) : null,
      phone: form.choice === 'reattempt' ? typedOrNull(form.phone) : null,
      landmark: form.choice === 'reattempt' ? typedOrNull(form.landmark) : null,
    } satisfies BodyOf<typeof deliveryChoiceBody>)
  ).data;
