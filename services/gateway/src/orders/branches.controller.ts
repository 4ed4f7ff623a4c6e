import { Controller, Get, Header } from '@nestjs/common';
import { branchListSchema } from '@fx/contracts';
import type { BranchList } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';

/** GET /branches: the collection points. */
@Controller('branches')
export class BranchesController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({ summary: 'Collection points', response: branchListSchema })
  @Get()
  @Header('cache-control', 'public, max-age=300')
  list(): Promise<BranchList> {
    return this.rpc.request('orders.branches.list', {});
  }
}
