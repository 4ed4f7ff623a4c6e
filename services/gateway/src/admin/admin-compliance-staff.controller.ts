import { Controller, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { z } from 'zod';
import { raiseReportSchema, reportReceiptSchema } from '@fx/contracts';
import type { ReportReceipt } from '@fx/contracts';
import { RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';
import { CurrentCaller, staffActor } from '../auth/auth.decorators';
import type { Caller } from '../auth/auth.decorators';
import { ZodForm } from '../http/zod-body';
import { idCheckOfOrderSchema } from './compliance/compliance-lists';

const orderId = new ParseUUIDPipe({ errorHttpStatusCode: 400 });

/** POST /admin/suspicion-reports: a report on a customer, by their e-mail. */
export const customerReportSchema = raiseReportSchema.extend({
  customerEmail: z.email({ error: "Enter the customer's e-mail address" }).max(254),
});
type RaiseReport = z.infer<typeof raiseReportSchema>;
type CustomerReport = z.infer<typeof customerReportSchema>;

const RECEIVED = 'The report was received by the compliance officer';

/**
 * What every member of staff does for compliance: see an order's ID record (masked, no photo)
 * and raise a suspicion report, of which they see only that it was received. Admins only (the
 * guard decides by the /admin path).
 */
@Controller('admin')
export class AdminComplianceStaffController {
  constructor(private readonly rpc: RpcClient) {}

  @ApiRoute({
    summary: "An order's ID record from collection, masked and without the photo; null when none",
    response: idCheckOfOrderSchema,
  })
  @Get('orders/:id/id-check')
  idCheck(
    @Param('id', orderId) id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<z.infer<typeof idCheckOfOrderSchema>> {
    return this.rpc.request('compliance.idChecks.ofOrder', { orderId: id, by: staffActor(caller) });
  }

  @ApiRoute({
    summary: `Raises a suspicion report on an order: ${RECEIVED}, nothing more`,
    response: reportReceiptSchema,
    raises: { COMPLIANCE_NOT_FOUND: 'no such order' },
  })
  @Post('orders/:id/suspicion-reports')
  raiseOnOrder(
    @Param('id', orderId) id: string,
    @ZodForm(raiseReportSchema) input: RaiseReport,
    @CurrentCaller() caller: Caller,
  ): Promise<ReportReceipt> {
    return this.rpc.request('compliance.reports.raise', {
      orderId: id,
      noticed: input.noticed,
      by: staffActor(caller),
    });
  }

  @ApiRoute({
    summary: `Raises a suspicion report on a customer, by e-mail: ${RECEIVED}, nothing more`,
    response: reportReceiptSchema,
  })
  @Post('suspicion-reports')
  raiseOnCustomer(
    @ZodForm(customerReportSchema) input: CustomerReport,
    @CurrentCaller() caller: Caller,
  ): Promise<ReportReceipt> {
    return this.rpc.request('compliance.reports.raise', {
      customerEmail: input.customerEmail.toLowerCase(),
      noticed: input.noticed,
      by: staffActor(caller),
    });
  }
}
