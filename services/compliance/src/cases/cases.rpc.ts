import { Controller } from '@nestjs/common';
import type { RpcRequest, RpcResponse } from '@fx/contracts';
import { Clock, DomainError, RpcHandler, query } from '@fx/service-kit';
import { AuditLog } from '../core/audit-log';
import { Holds } from '../core/holds';
import { CaseStore } from './case-store';
import { ComplianceExport } from './compliance-export';
import { Dashboard } from './dashboard';
import { EddCases } from './edd-cases';
import { requireReason } from './reasons';

type Answer<K extends Parameters<typeof RpcHandler>[0]> = Promise<RpcResponse<K>>;

/** The officer's cases, dashboard and export, and the data requests record (RabbitMQ adapter). */
@Controller()
export class CasesRpc {
  constructor(
    private readonly cases: CaseStore,
    private readonly edd: EddCases,
    private readonly holds: Holds,
    private readonly dashboard: Dashboard,
    private readonly exporter: ComplianceExport,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  @RpcHandler('compliance.cases.list')
  async list({ status, by }: RpcRequest<'compliance.cases.list'>): Answer<'compliance.cases.list'> {
    const stored = await this.cases.list(status);
    await this.audit.write({ by, action: 'viewed cases', subject: `${status} cases` });
    return { cases: await Promise.all(stored.map((found) => this.cases.view(found))) };
  }

  @RpcHandler('compliance.cases.get')
  async get({ id, by }: RpcRequest<'compliance.cases.get'>): Answer<'compliance.cases.get'> {
    const found = await this.cases.find(id);
    await this.audit.write({ by, action: 'viewed case', subject: `case ${id}` });
    return this.cases.view(found);
  }

  @RpcHandler('compliance.cases.close')
  async close(request: RpcRequest<'compliance.cases.close'>): Answer<'compliance.cases.close'> {
    const reason = requireReason(request.reason);
    return this.holds.transaction(async (db) => {
      const found = await this.cases.find(request.id, db, true);
      if (found.kind === 'enhanced_due_diligence')
        throw new DomainError(
          'COMPLIANCE_STATE_INVALID',
          'An enhanced due diligence case is approved or rejected, not closed',
        );
      const closed = await this.cases.close(db, found.id, {
        by: request.by,
        reason,
        at: this.clock.now(),
      });
      await this.audit.write(
        { by: request.by, action: 'closed case', subject: `case ${found.id}`, detail: reason },
        db,
      );
      return this.cases.view(closed, db);
    });
  }

  @RpcHandler('compliance.cases.decideEdd')
  decideEdd(
    request: RpcRequest<'compliance.cases.decideEdd'>,
  ): Answer<'compliance.cases.decideEdd'> {
    return this.edd.decide(request);
  }

  @RpcHandler('compliance.dashboard')
  show({ by }: RpcRequest<'compliance.dashboard'>): Answer<'compliance.dashboard'> {
    return this.dashboard.show(by);
  }

  @RpcHandler('compliance.export')
  export({ from, to, by }: RpcRequest<'compliance.export'>): Answer<'compliance.export'> {
    return this.exporter.export(from, to, by);
  }

  @RpcHandler('compliance.dataRequests.record')
  async recordDataRequest(
    request: RpcRequest<'compliance.dataRequests.record'>,
  ): Answer<'compliance.dataRequests.record'> {
    const at = this.clock.now();
    await this.holds.transaction(async (db) => {
      await query(
        db,
        `INSERT INTO compliance.data_requests (email_sha256, kind, detail, recorded_at)
         VALUES (:emailSha256, :kind, :detail, :at)`,
        { ...request, at },
      );
      await this.audit.write(
        {
          by: { kind: 'customer' },
          action: `recorded data ${request.kind} request`,
          subject: `customer ${request.emailSha256.slice(0, 12)}`,
          detail: request.detail,
        },
        db,
      );
    });
    return { recordedAt: at.toISOString() };
  }
}
