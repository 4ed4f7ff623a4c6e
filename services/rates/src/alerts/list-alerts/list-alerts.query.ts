import { Query } from '@nestjs/cqrs';
import type { AlertList } from '@fx/contracts';

/** A customer's alerts, and how many more they may set. */
export class ListAlertsQuery extends Query<AlertList> {
  constructor(readonly email: string) {
    super();
  }
}
