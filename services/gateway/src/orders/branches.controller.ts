import { Controller, Get, Header } from '@nestjs/common';
import { collectionBranchListSchema } from '@fx/contracts';
import type { CollectionBranchList } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';

/** GET /branches: the collection points, with the days they open and their stock. */
@Controller('branches')
export class BranchesController {
  constructor(private readonly rpc: RpcClient) {}

  // Staff change the stock and the schedule at any moment and the calculator offers days from
  // them: a browser may reuse an answer for a few seconds only, as the rate table.
  @ApiRoute({
    summary: 'Collection points with their opening days, closed days and stock',
    response: collectionBranchListSchema,
  })
  @Get()
  @Header('cache-control', 'public, max-age=5, must-revalidate')
  list(): Promise<CollectionBranchList> {
    return this.rpc.request('orders.branches.list', {});
  }
}
