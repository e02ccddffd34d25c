import type { ContactMessageBody } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

const sendContactMessage = (body: ContactMessageBody) => apiPost('add/contact', body);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
