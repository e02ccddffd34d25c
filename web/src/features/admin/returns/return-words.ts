// How the console names a return's state.
import type { ReturnState } from '../api/fulfilment-shapes.ts';

export const returnStateWords: Record<ReturnState, string> = {
  requested: 'To decide',
  approved: 'Approved: awaiting the goods',
  refused: 'Refused',
  refunded: 'Received and refunded',
};
