import { Query } from '@nestjs/cqrs';
import type { Collections } from '@fx/contracts';

/** The Collections screen: accepted orders to collect from today (orders.admin.collections). */
export class ListCollectionsQuery extends Query<Collections> {
  constructor(readonly days: number) {
    super();
  }
}
