import { Controller } from '@nestjs/common';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { SuspicionReports } from './suspicion-reports';

/** Suspicion reports: raised by any member of staff, decided by the officer (RabbitMQ adapter). */
@Controller()
export class ReportsRpc {
  constructor(private readonly reports: SuspicionReports) {}

  @RpcHandler('compliance.reports.raise')
  raise(
    request: RpcRequest<'compliance.reports.raise'>,
  ): Promise<RpcResponse<'compliance.reports.raise'>> {
    return this.reports.raise(request);
  }

  @RpcHandler('compliance.reports.list')
  async list({
    status,
    by,
  }: RpcRequest<'compliance.reports.list'>): Promise<RpcResponse<'compliance.reports.list'>> {
    return { reports: await this.reports.list(status, by) };
  }

  @RpcHandler('compliance.reports.get')
  get({
    id,
    by,
  }: RpcRequest<'compliance.reports.get'>): Promise<RpcResponse<'compliance.reports.get'>> {
    return this.reports.get(id, by);
  }

  @RpcHandler('compliance.reports.decide')
  decide({
    id,
    decision,
    by,
  }: RpcRequest<'compliance.reports.decide'>): Promise<RpcResponse<'compliance.reports.decide'>> {
    return this.reports.decide(id, decision, by);
  }

  @RpcHandler('compliance.reports.consent')
  consent(
    request: RpcRequest<'compliance.reports.consent'>,
  ): Promise<RpcResponse<'compliance.reports.consent'>> {
    return this.reports.consent(request);
  }
}
