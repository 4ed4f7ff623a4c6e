import { Injectable } from '@nestjs/common';
import type { Actor, CollectionBranch, CollectionSchedule, StockLevel } from '@fx/contracts';
import { Clock, DomainError, OutboxRelay, outboxEntry } from '@fx/service-kit';
import { Pricer } from '../pricing/pricer';
import { BranchesRepository } from './branches.repository';

const NO_SUCH_BRANCH = 'There is no such branch';
const NOT_OFFERED = 'The bureau does not offer this currency';

const unknownBranch = () =>
  new DomainError('BRANCH_UNKNOWN', NO_SUCH_BRANCH, [
    { field: 'branchId', message: NO_SUCH_BRANCH },
  ]);

/** Staff's edits of a branch: its week, closed days and cut-off, and its stock of a currency. */
@Injectable()
export class BranchesService {
  constructor(
    private readonly branches: BranchesRepository,
    private readonly pricer: Pricer,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  list(): Promise<CollectionBranch[]> {
    return this.branches.listActive();
  }

  async schedule(branchId: string, schedule: CollectionSchedule): Promise<CollectionBranch> {
    const branch = await this.branches.replaceSchedule(branchId, schedule);
    if (!branch) throw unknownBranch();
    return branch;
  }

  /**
   * Sets what a branch says of a currency the bureau offers (one in the rate table orders are
   * priced from), announced as stock.changed with the change.
   */
  async stock(
    branchId: string,
    currency: string,
    level: StockLevel,
    by: Actor,
  ): Promise<CollectionBranch> {
    if (!(await this.pricer.offers(currency))) {
      throw new DomainError('UNPROCESSABLE', NOT_OFFERED, [
        { field: 'currency', message: NOT_OFFERED },
      ]);
    }
    const at = this.clock.now();
    const event = outboxEntry('stock.changed', {
      branchId,
      currency,
      level,
      changedBy: by,
      changedAt: at.toISOString(),
    });
    const branch = await this.branches.setStock({ branchId, currency, level, by, at }, event);
    if (!branch) throw unknownBranch();
    this.relay.committed(event);
    return branch;
  }
}
