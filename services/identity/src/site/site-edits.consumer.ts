import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { GetSiteEditsQuery } from './get-site-edits/get-site-edits.query';
import { UpdateSiteEditsCommand } from './update-site-edits/update-site-edits.command';

/** RabbitMQ adapter for the Site settings staff change. */
@Controller()
export class SiteEditsConsumer {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RpcHandler('identity.site.get')
  get(): Promise<RpcResponse<'identity.site.get'>> {
    return this.queries.execute(new GetSiteEditsQuery());
  }

  @RpcHandler('identity.site.update')
  update(
    request: RpcRequest<'identity.site.update'>,
  ): Promise<RpcResponse<'identity.site.update'>> {
    return this.commands.execute(
      new UpdateSiteEditsCommand(request.edits, request.shown, request.changedBy),
    );
  }
}
