/**
 * The push module's public entry (ADR 0020, 0035): a change that notifies a user calls queuePush
 * in its transaction, then kickPushDeliveries with the ids after commit.
 */
export {
  deleteSubscriptionsOf,
  kickPushDeliveries,
  prunePushDeliveries,
  queuePush,
} from './deliveries';
