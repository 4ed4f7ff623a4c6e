import { Controller, Get, Header } from '@nestjs/common';
import type { BranchList } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';

/** GET /branches: the collection points. */
@Controller('branches')
export class BranchesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  list(): Promise<BranchList> {
    return this.rpc.request('orders.branches.list', {});
  }
}
