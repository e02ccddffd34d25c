// The answers of cash on delivery's order calls (decision 0031): each answers the order as its caller
// sees it (the shopper's Order, or the console's with notes and returns).
import { orderShape } from './admin-shapes.ts';
import { okAnswer } from './call-shapes.ts';
import { codMessages } from './cod-messages.ts';

export const orderConfirmAnswer = okAnswer({ data: orderShape }, codMessages.confirmed);
export const deliveryFailedAnswer = okAnswer({ data: orderShape }, codMessages.deliveryFailedRecorded);
export const deliveryChoiceAnswer = okAnswer({ data: orderShape }, codMessages.choiceSaved);
export const rtoStartedAnswer = okAnswer({ data: orderShape }, codMessages.rtoStarted);
export const rtoReceivedAnswer = okAnswer({ data: orderShape }, codMessages.rtoReceived);
