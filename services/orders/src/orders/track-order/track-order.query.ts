import { Query } from '@nestjs/cqrs';
import type { TrackedOrder } from '@fx/contracts';

/** A customer's own order, by its number and the e-mail it was placed with (orders.track). */
export class TrackOrderQuery extends Query<TrackedOrder> {
  constructor(
    readonly orderNumber: string,
    readonly email: string,
  ) {
    super();
  }
}
