import { Query } from '@nestjs/cqrs';
import type { CollectionBranchList } from '@fx/contracts';

/** The active branches with their schedules and stock (orders.branches.list). */
export class ListBranchesQuery extends Query<CollectionBranchList> {}
