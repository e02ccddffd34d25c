// How the console names a return's state.
import type { ReturnStatus } from '@prime/contract';

export const returnStateWords: Record<ReturnStatus, string> = {
  requested: 'To decide',
  approved: 'Approved: awaiting the goods',
  refused: 'Refused',
  refunded: 'Received and refunded',
};
