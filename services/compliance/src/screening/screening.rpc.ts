import { Controller } from '@nestjs/common';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { RpcHandler } from '@fx/service-kit';
import { AuditLog } from '../core/audit-log';
import { HoldDecisions } from './hold-decisions';
import { IdRecords } from './id-records';
import { ListImport } from './list-import';

/** The screening requests of queue compliance.requests: the list, holds, ID records, audit log. */
@Controller()
export class ScreeningRpc {
  constructor(
    private readonly list: ListImport,
    private readonly decisions: HoldDecisions,
    private readonly idRecords: IdRecords,
    private readonly audit: AuditLog,
  ) {}

  @RpcHandler('compliance.list.status')
  listStatus(): Promise<RpcResponse<'compliance.list.status'>> {
    return this.list.status();
  }

  @RpcHandler('compliance.list.import')
  listImport(
    request: RpcRequest<'compliance.list.import'>,
  ): Promise<RpcResponse<'compliance.list.import'>> {
    return this.list.import(request);
  }

  @RpcHandler('compliance.holds.list')
  async holds({
    status,
    by,
  }: RpcRequest<'compliance.holds.list'>): Promise<RpcResponse<'compliance.holds.list'>> {
    return { holds: await this.decisions.list(status, by) };
  }

  @RpcHandler('compliance.holds.get')
  hold({
    id,
    by,
  }: RpcRequest<'compliance.holds.get'>): Promise<RpcResponse<'compliance.holds.get'>> {
    return this.decisions.get(id, by);
  }

  @RpcHandler('compliance.holds.clear')
  clear({
    id,
    reason,
    by,
  }: RpcRequest<'compliance.holds.clear'>): Promise<RpcResponse<'compliance.holds.clear'>> {
    return this.decisions.decide(id, { outcome: 'cleared', reason, by });
  }

  @RpcHandler('compliance.holds.confirm')
  confirm({
    id,
    by,
    ...decision
  }: RpcRequest<'compliance.holds.confirm'>): Promise<RpcResponse<'compliance.holds.confirm'>> {
    return this.decisions.decide(id, { outcome: 'confirmed', by, ...decision });
  }

  @RpcHandler('compliance.audit.list')
  async auditList({
    page,
    pageSize,
    by,
  }: RpcRequest<'compliance.audit.list'>): Promise<RpcResponse<'compliance.audit.list'>> {
    const result = await this.audit.page(page, pageSize);
    await this.audit.write({ by, action: 'viewed audit log', subject: `page ${page}` });
    return result;
  }

  @RpcHandler('compliance.idChecks.record')
  recordIdCheck({
    orderId,
    idCheck,
    by,
  }: RpcRequest<'compliance.idChecks.record'>): Promise<RpcResponse<'compliance.idChecks.record'>> {
    return this.idRecords.record(orderId, idCheck, by);
  }

  @RpcHandler('compliance.idChecks.ofOrder')
  async idCheckOfOrder({
    orderId,
    by,
  }: RpcRequest<'compliance.idChecks.ofOrder'>): Promise<
    RpcResponse<'compliance.idChecks.ofOrder'>
  > {
    return { idCheck: await this.idRecords.ofOrder(orderId, by) };
  }

  @RpcHandler('compliance.idChecks.photo')
  photo({
    id,
    by,
  }: RpcRequest<'compliance.idChecks.photo'>): Promise<RpcResponse<'compliance.idChecks.photo'>> {
    return this.idRecords.photo(id, by);
  }
}
