import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { CollectionBranch } from '@fx/contracts';
import { BranchesRepository } from '../branches.repository';
import { unknownBranch } from '../unknown-branch';
import { SetBranchScheduleCommand } from './set-branch-schedule.command';

/** The branch with its new schedule; BRANCH_UNKNOWN for a branch the bureau does not have. */
@CommandHandler(SetBranchScheduleCommand)
export class SetBranchScheduleHandler implements ICommandHandler<SetBranchScheduleCommand> {
  constructor(private readonly branches: BranchesRepository) {}

  async execute({ branchId, schedule }: SetBranchScheduleCommand): Promise<CollectionBranch> {
    const branch = await this.branches.replaceSchedule(branchId, schedule);
    if (!branch) throw unknownBranch();
    return branch;
  }
}
