import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { CollectionBranchList } from '@fx/contracts';
import { BranchesRepository } from '../branches.repository';
import { ListBranchesQuery } from './list-branches.query';

/** Where customers collect, with the days and currencies each branch offers. */
@QueryHandler(ListBranchesQuery)
export class ListBranchesHandler implements IQueryHandler<ListBranchesQuery> {
  constructor(private readonly branches: BranchesRepository) {}

  async execute(): Promise<CollectionBranchList> {
    return { branches: await this.branches.listActive() };
  }
}
