// The one interface every payment gateway meets: the built-in sandbox and Razorpay. The orders module
// starts a payment after the order's transaction has committed (a gateway call never holds row locks)
// and asks for refunds; the payments module turns the gateway's confirmations into order changes.

/** What a gateway needs to know to take an order's money. */
export interface PaymentRequest {
  orderId: number;
  amountPaise: number;
  /** Our own unguessable reference, already stored in `payments.reference`. */
  reference: string;
  customer: { name: string; email: string; mobile: string };
  /** When the shopper may no longer pay; after it the order is cancelled and its stock given back. */
  expiresAt: Date;
}

export interface PaymentLink {
  /** Where the shopper's browser is sent: an absolute gateway URL, or a path of this store (sandbox). */
  url: string;
  /** The gateway's own id for the link (Razorpay's `plink_…`), when it differs from our reference. */
  gatewayReference?: string;
}

export interface RefundRequest {
  reference: string;
  gatewayReference: string | null;
  gatewayPaymentId: string | null;
  amountPaise: number;
}

export interface RefundDone {
  refundId: string;
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'razorpay';
  createPaymentLink(request: PaymentRequest): Promise<PaymentLink>;
  /**
   * Gives a paid order's money back; throws when the gateway refuses. Answers the gateway's id of the
   * refund when it gives one (a return records it for staff and the customer).
   */
  refund(request: RefundRequest): Promise<RefundDone | void>;
}
