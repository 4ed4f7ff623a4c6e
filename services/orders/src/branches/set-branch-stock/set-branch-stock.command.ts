import { Command } from '@nestjs/cqrs';
import type { Actor, CollectionBranch, StockLevel } from '@fx/contracts';

/** Staff set what a branch says of a currency (orders.branches.stock). */
export class SetBranchStockCommand extends Command<CollectionBranch> {
  constructor(
    readonly branchId: string,
    readonly currency: string,
    readonly level: StockLevel,
    readonly by: Actor,
  ) {
    super();
  }
}
