import { messages } from '@prime/contract';
import { isRefusal } from '../../lib/api-failure.ts';

/** Said when the server cannot answer at all: no answer, so no message of contract/src/messages.ts. */
export const OTP_SEND_ERROR = 'Something went wrong.';

/** The toast title of a code that could not be sent: refused by the server, or never answered. */
export const otpSendFailure = (error: unknown) =>
  isRefusal(error) ? messages.otpSendFailed : OTP_SEND_ERROR;
