/**
 * The webhooks module's public entry (issue 36, ADR 0064): the provider's signed webhooks. Other
 * modules emit their events here, in their own transaction.
 */
export { bookingWebhookData } from './booking-data';
export { deliveriesToClient, scrubDeliveriesToClient, type TClientDelivery } from './client-deliveries';
export { emitWebhookEvent } from './emit';
export { deleteWebhooksOf } from './endpoints';
export { deliverWebhookJob } from './jobs';
export { purgeOldDeliveries, scrubDeliveriesAbout } from './retention';
export { waitlistEntryWebhookData } from './waitlist-data';
