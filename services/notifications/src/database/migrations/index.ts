import { CreatePushSubscriptions1797100000000 } from './1797100000000-create-push-subscriptions';
import { AddPushClaimLease1797200000000 } from './1797200000000-add-push-claim-lease';

/** Every migration of the notifications schema, oldest first. */
export const NOTIFICATIONS_MIGRATIONS = [
  CreatePushSubscriptions1797100000000,
  AddPushClaimLease1797200000000,
];
