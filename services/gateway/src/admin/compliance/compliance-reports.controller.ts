import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  auditPageSchema,
  consentDecisionSchema,
  exportQuerySchema,
  reportDecisionSchema,
  sanctionsListStatusSchema,
  suspicionReportSchema,
} from '@fx/contracts';
import type { SanctionsListStatus, SuspicionReport } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../../api-docs/api-route.decorator';
import { CurrentCaller, staffActor } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/auth.decorators';
import { CSV_BODY } from '../../http/request-context';
import { ZodForm, ZodFormQuery } from '../../http/zod-body';
import { CsvOrJsonBody } from './csv-or-json';
import type { SanctionsImport } from './csv-or-json';
import { auditQuerySchema, complianceId, complianceListQuerySchema } from './compliance-queries';
import type { AuditQuery, ComplianceListQuery } from './compliance-queries';
import { photoSchema, reportListSchema } from './compliance-lists';

const NOT_FOUND = { COMPLIANCE_NOT_FOUND: 'no such report' } as const;
const DECIDED = {
  ...NOT_FOUND,
  COMPLIANCE_STATE_INVALID: 'already decided, or not in a state that allows this',
} as const;

/**
 * Suspicion reports, the sanctions list, the audit log, the export for HMRC and ID photos.
 * Officers only: the guard decides by the /admin/compliance path.
 */
@Controller('admin/compliance')
export class ComplianceReportsController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({ summary: 'Suspicion reports, open (default) or closed', response: reportListSchema })
  @Get('reports')
  reports(
    @ZodFormQuery(complianceListQuerySchema) query: ComplianceListQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<z.infer<typeof reportListSchema>> {
    return this.rpc.request('compliance.reports.list', { ...query, by: staffActor(caller) });
  }

  @ApiRoute({ summary: 'A suspicion report', response: suspicionReportSchema, raises: NOT_FOUND })
  @Get('reports/:id')
  report(
    @Param('id', complianceId) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<SuspicionReport> {
    return this.rpc.request('compliance.reports.get', { id, by: staffActor(caller) });
  }

  @ApiRoute({
    summary: 'Submitted to the NCA (consent asked: related orders held) or no further action',
    response: suspicionReportSchema,
    raises: DECIDED,
  })
  @Post('reports/:id/decision')
  @HttpCode(200)
  decide(
    @Param('id', complianceId) id: string,
    @ZodForm(reportDecisionSchema) decision: z.infer<typeof reportDecisionSchema>,
    @CurrentCaller() caller: Caller,
  ): Promise<SuspicionReport> {
    return this.rpc.request('compliance.reports.decide', { id, decision, by: staffActor(caller) });
  }

  @ApiRoute({
    summary: 'The NCA gave consent (holds lifted) or refused it (the moratorium runs)',
    response: suspicionReportSchema,
    raises: DECIDED,
  })
  @Post('reports/:id/consent')
  @HttpCode(200)
  consent(
    @Param('id', complianceId) id: string,
    @ZodForm(consentDecisionSchema) input: z.infer<typeof consentDecisionSchema>,
    @CurrentCaller() caller: Caller,
  ): Promise<SuspicionReport> {
    return this.rpc.request('compliance.reports.consent', { id, ...input, by: staffActor(caller) });
  }

  @ApiRoute({
    summary: 'The sanctions list in force: its date, entries and names, and the last refusal',
    response: sanctionsListStatusSchema,
  })
  @Get('sanctions-list')
  list(): Promise<SanctionsListStatus> {
    return this.rpc.request('compliance.list.status', {});
  }

  @ApiRoute({
    summary:
      'Imports a list file (UK Sanctions List CSV or OFSI ConList.csv), as text/csv or JSON { csv }; a malformed or shrunk one is refused and the list in force stays',
    response: sanctionsListStatusSchema,
    alsoAccepts: 'text/csv',
    raises: {
      SANCTIONS_LIST_INVALID: 'a file that cannot be read: the line and column are named',
      SANCTIONS_LIST_SHRANK: 'a list whose entry count fell by more than the allowed share',
    },
  })
  @Post('sanctions-list/import')
  @HttpCode(200)
  @RouteConfig(CSV_BODY)
  import(
    @CsvOrJsonBody() input: SanctionsImport,
    @CurrentCaller() caller: Caller,
  ): Promise<SanctionsListStatus> {
    return this.rpc.request(
      'compliance.list.import',
      { csv: input.csv, source: `upload by ${staffActor(caller).id}`, by: staffActor(caller) },
      { timeoutMs: 120_000 },
    );
  }

  @ApiRoute({
    summary: 'The append-only audit log, newest first, a page at a time',
    response: auditPageSchema,
  })
  @Get('audit')
  audit(
    @ZodFormQuery(auditQuerySchema) query: AuditQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<z.infer<typeof auditPageSchema>> {
    return this.rpc.request('compliance.audit.list', { ...query, by: staffActor(caller) });
  }

  @ApiRoute({
    summary:
      'A CSV for an HMRC visit (orders over thresholds, holds, decisions) from `from` to `to`, formula cells neutralised',
    file: { contentType: 'text/csv' },
  })
  @Get('export.csv')
  async export(
    @ZodFormQuery(exportQuerySchema) query: z.infer<typeof exportQuerySchema>,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { filename, csv } = await this.rpc.request('compliance.export', {
      ...query,
      by: staffActor(caller),
    });
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(filename))
      .header('cache-control', 'no-store');
    return csv;
  }

  @ApiRoute({
    summary: "The ID document's photo (officers only): a data URL",
    response: photoSchema,
    raises: { COMPLIANCE_NOT_FOUND: 'no such ID record, or one without a photo' },
  })
  @Get('id-checks/:id/photo')
  photo(
    @Param('id', complianceId) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<z.infer<typeof photoSchema>> {
    return this.rpc.request('compliance.idChecks.photo', { id, by: staffActor(caller) });
  }
}

/** Content-Disposition for a download: the name kept to safe characters. */
export function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
}
