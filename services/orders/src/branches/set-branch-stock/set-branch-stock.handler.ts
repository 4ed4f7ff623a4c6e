import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { CollectionBranch } from '@fx/contracts';
import { Clock, DomainError, OutboxRelay, outboxEntry } from '@fx/service-kit';
import { Pricer } from '../../pricing/pricer';
import { BranchesRepository } from '../branches.repository';
import { unknownBranch } from '../unknown-branch';
import { SetBranchStockCommand } from './set-branch-stock.command';

const NOT_OFFERED = 'The bureau does not offer this currency';

/**
 * Sets a branch's stock of a currency the bureau offers (one in the rate table orders are priced
 * from), with stock.changed written to the outbox in the same transaction.
 */
@CommandHandler(SetBranchStockCommand)
export class SetBranchStockHandler implements ICommandHandler<SetBranchStockCommand> {
  constructor(
    private readonly branches: BranchesRepository,
    private readonly pricer: Pricer,
    private readonly relay: OutboxRelay,
    private readonly clock: Clock,
  ) {}

  async execute({
    branchId,
    currency,
    level,
    by,
  }: SetBranchStockCommand): Promise<CollectionBranch> {
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
