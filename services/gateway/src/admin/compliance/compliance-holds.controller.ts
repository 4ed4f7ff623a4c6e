import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  caseSchema,
  clearHoldSchema,
  closeCaseSchema,
  complianceDashboardSchema,
  confirmMatchSchema,
  eddDecisionSchema,
  holdSchema,
} from '@fx/contracts';
import type { ComplianceCase, ComplianceDashboard, Hold } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import type { z } from 'zod';
import { ApiRoute } from '../../api-docs/api-route.decorator';
import { CurrentCaller, staffActor } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/auth.decorators';
import { ZodForm, ZodFormQuery } from '../../http/zod-body';
import { complianceId, complianceListQuerySchema } from './compliance-queries';
import type { ComplianceListQuery } from './compliance-queries';
import { holdListSchema, caseListSchema } from './compliance-lists';

const NOT_FOUND = { COMPLIANCE_NOT_FOUND: 'no such hold or case' } as const;
const DECIDED = {
  ...NOT_FOUND,
  COMPLIANCE_STATE_INVALID: 'already decided, or not in a state that allows this',
} as const;

/**
 * The compliance officer's dashboard, holds and cases. Officers only: the guard decides by the
 * /admin/compliance path. Every call carries the officer (`by`), and the compliance service audits
 * views and decisions alike.
 */
@Controller('admin/compliance')
export class ComplianceHoldsController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: "The officer's dashboard: open holds and cases by age, reports, the list's date",
    response: complianceDashboardSchema,
  })
  @Get()
  dashboard(@CurrentCaller() caller: Caller): Promise<ComplianceDashboard> {
    return this.rpc.request('compliance.dashboard', { by: staffActor(caller) });
  }

  @ApiRoute({ summary: 'Holds, open (default) or closed, oldest first', response: holdListSchema })
  @Get('holds')
  holds(
    @ZodFormQuery(complianceListQuerySchema) query: ComplianceListQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<z.infer<typeof holdListSchema>> {
    return this.rpc.request('compliance.holds.list', { ...query, by: staffActor(caller) });
  }

  @ApiRoute({
    summary: 'A hold with its possible matches',
    response: holdSchema,
    raises: NOT_FOUND,
  })
  @Get('holds/:id')
  hold(@Param('id', complianceId) id: string, @CurrentCaller() caller: Caller): Promise<Hold> {
    return this.rpc.request('compliance.holds.get', { id, by: staffActor(caller) });
  }

  @ApiRoute({
    summary: 'Not the listed person: the hold is lifted with the reason (order.cleared)',
    response: holdSchema,
    raises: DECIDED,
  })
  @Post('holds/:id/clear')
  @HttpCode(200)
  clear(
    @Param('id', complianceId) id: string,
    @ZodForm(clearHoldSchema) input: z.infer<typeof clearHoldSchema>,
    @CurrentCaller() caller: Caller,
  ): Promise<Hold> {
    return this.rpc.request('compliance.holds.clear', { id, ...input, by: staffActor(caller) });
  }

  @ApiRoute({
    summary: 'A confirmed match: the order is frozen and the report to OFSI recorded',
    response: holdSchema,
    raises: DECIDED,
  })
  @Post('holds/:id/confirm')
  @HttpCode(200)
  confirm(
    @Param('id', complianceId) id: string,
    @ZodForm(confirmMatchSchema) input: z.infer<typeof confirmMatchSchema>,
    @CurrentCaller() caller: Caller,
  ): Promise<Hold> {
    return this.rpc.request('compliance.holds.confirm', { id, ...input, by: staffActor(caller) });
  }

  @ApiRoute({ summary: 'Cases, open (default) or closed', response: caseListSchema })
  @Get('cases')
  cases(
    @ZodFormQuery(complianceListQuerySchema) query: ComplianceListQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<z.infer<typeof caseListSchema>> {
    return this.rpc.request('compliance.cases.list', { ...query, by: staffActor(caller) });
  }

  @ApiRoute({ summary: 'A case with its orders', response: caseSchema, raises: NOT_FOUND })
  @Get('cases/:id')
  case(
    @Param('id', complianceId) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<ComplianceCase> {
    return this.rpc.request('compliance.cases.get', { id, by: staffActor(caller) });
  }

  @ApiRoute({
    summary: 'A red flag looked into: closed with the reason',
    response: caseSchema,
    raises: DECIDED,
  })
  @Post('cases/:id/close')
  @HttpCode(200)
  close(
    @Param('id', complianceId) id: string,
    @ZodForm(closeCaseSchema) input: z.infer<typeof closeCaseSchema>,
    @CurrentCaller() caller: Caller,
  ): Promise<ComplianceCase> {
    return this.rpc.request('compliance.cases.close', { id, ...input, by: staffActor(caller) });
  }

  @ApiRoute({
    summary: 'Enhanced due diligence approved (the hold lifted) or rejected (the order stays held)',
    response: caseSchema,
    raises: DECIDED,
  })
  @Post('cases/:id/edd-decision')
  @HttpCode(200)
  decideEdd(
    @Param('id', complianceId) id: string,
    @ZodForm(eddDecisionSchema) input: z.infer<typeof eddDecisionSchema>,
    @CurrentCaller() caller: Caller,
  ): Promise<ComplianceCase> {
    return this.rpc.request('compliance.cases.decideEdd', { id, ...input, by: staffActor(caller) });
  }
}
