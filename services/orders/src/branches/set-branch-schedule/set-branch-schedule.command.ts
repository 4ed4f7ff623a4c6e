import { Command } from '@nestjs/cqrs';
import type { CollectionBranch, CollectionSchedule } from '@fx/contracts';

/** Staff replace a branch's week, closed days and same-day cut-off (orders.branches.schedule). */
export class SetBranchScheduleCommand extends Command<CollectionBranch> {
  constructor(
    readonly branchId: string,
    readonly schedule: CollectionSchedule,
  ) {
    super();
  }
}
