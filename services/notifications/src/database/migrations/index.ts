import { CreatePushSubscriptions1797100000000 } from './1797100000000-create-push-subscriptions';

/** Every migration of the notifications schema, oldest first. */
export const NOTIFICATIONS_MIGRATIONS = [CreatePushSubscriptions1797100000000];
