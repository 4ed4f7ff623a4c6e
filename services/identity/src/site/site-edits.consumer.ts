import { Controller } from '@nestjs/common';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { SiteEditsRepository } from './site-edits.repository';

/** RabbitMQ adapter for the Site settings staff change. */
@Controller()
export class SiteEditsConsumer {
  constructor(private readonly edits: SiteEditsRepository) {}

  @RpcHandler('identity.site.get')
  get(): Promise<RpcResponse<'identity.site.get'>> {
    return this.edits.state();
  }

  @RpcHandler('identity.site.update')
  async update(
    request: RpcRequest<'identity.site.update'>,
  ): Promise<RpcResponse<'identity.site.update'>> {
    await this.edits.apply(request.edits, request.shown, request.changedBy);
    return this.edits.state();
  }
}
