/**
 * The push module's public entry (ADR 0020, 0035): a change that notifies a user calls queuePush
 * in its transaction, which queues the deliveries' jobs with it (ADR 0048).
 */
export { deleteSubscriptionsOf, prunePushDeliveries, queuePush } from './deliveries';
