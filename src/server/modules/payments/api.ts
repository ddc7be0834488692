/**
 * The payments module's public entry (ADR 0020, 0037, 0038): the GDPR export reads the invoices
 * through it; the shop pays, refunds and registers its order book through it.
 */

export type { TLog } from './checkout';
export { exportInvoicesOf, exportTransferOrdersOf } from './export';
export { registerOrderBook, type TAfterCommit, type TOrderBook, type TOrderLine } from './order-book';
export {
  createOrderCheckout,
  orderPayments,
  queueOrderRefund,
  recordOrderRefund,
  recordOrderTransfer,
} from './orders';
export { sendFile } from './routes';
export { publishSettlement, type TSettlement } from './settle';
export { purgeSoldCheckouts } from './sold-checkouts';
export { paymentsEnabled, STRIPE_NETWORK_RETRIES, stripeOf } from './stripe-client';
export { recordStripeEventOnce, setStripeEventOutcome } from './stripe-event-log';
export {
  requireClient,
  STRIPE_RETRIES,
  stripeCancelSubscriptionJob,
  stripeCode,
  stripeRefundJob,
} from './stripe-jobs';
export { closeTransferOrdersOf } from './transfer-orders';
export { transferRenewalsJob } from './transfer-renewals-job';
export type { TWebhookOutcome } from './webhook-common';
