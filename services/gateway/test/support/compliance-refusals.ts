import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hold, OrderView, SuspicionReport } from '@fx/contracts';
import { eventually } from '@fx/service-kit/testing';
import type { ApiErrorsStack } from './api-errors-stack';
import { eurOrder } from './order-body';

/** A valid body of each officer decision and staff report, to reach the compliance service. */
const REASON = { reason: 'Checked against the listed person' };
const DECISIONS: Record<string, unknown> = {
  adminComplianceClear: REASON,
  adminComplianceConfirm: { ...REASON, ofsiReference: 'OFSI-1', ofsiReportedOn: '2026-11-27' },
  adminComplianceClose: REASON,
  adminComplianceDecideEdd: { outcome: 'approved', ...REASON },
  adminComplianceDecide: { outcome: 'no_further_action', ...REASON },
  adminComplianceConsent: { outcome: 'given', on: '2026-11-27', ...REASON },
  adminRaiseOnOrder: { noticed: 'Paid in used notes and asked for no receipt' },
};

/**
 * Issue 33's own refusals: role changes (no such user, a role staff cannot grant), the officer's
 * decisions and views on no such hold, case, report or ID record, a report on no such order, and
 * the data rights without a verified e-mail or an account record.
 */
export async function driveComplianceRefusals(api: ApiErrorsStack): Promise<void> {
  const { started, drive, credentials, tokens, emulator, run } = api;
  for (const { operationId, path, operation } of started.checker.operations) {
    const responses = operation.responses as Record<string, unknown>;
    const who = credentials(operation, path);
    const body = DECISIONS[operationId];
    const compliance = path.startsWith('/api/v1/admin/compliance') || operationId in DECISIONS;
    if (compliance && responses['404'])
      await drive(operationId, 'no such hold, case, report, record or order', {
        ...who,
        body,
        expect: 404,
      });
  }
  const admin = { token: tokens.admin, gate: true };
  for (const operationId of ['adminUsersGrant', 'adminUsersRemove']) {
    await drive(operationId, 'no such user', { ...admin, expect: 404 });
    await drive(operationId, 'a role staff cannot grant', {
      ...admin,
      params: { role: 'owner' },
      expect: 422,
    });
  }
  for (const operationId of ['meData', 'meErase'])
    await drive(operationId, 'an unverified e-mail', { token: tokens.unverified, expect: 403 });
  const noRecord = await emulator.signInWithGoogle(`no-record-${run}@example.com`);
  await drive('meData', 'a verified e-mail without an account record', {
    token: noRecord.idToken,
    expect: 404,
  });
}

/** The bundled sample list the compliance service starts with, cut to its first entry. */
function shrunkList(): string {
  const sample = join(__dirname, '../../../compliance/sanctions/sample-uk-sanctions-list.csv');
  return readFileSync(sample, 'utf8').split('\n').slice(0, 3).join('\n');
}

/**
 * The officer's decisions taken twice: a hold of an order placed in a listed person's name
 * (the bundled sample list's Dmitrov Kazarinsky), a suspicion report raised on that order; and a
 * list upload that would drop most of the list in force.
 */
export async function driveComplianceConflicts(api: ApiErrorsStack): Promise<void> {
  const { started, drive, send, tokens, run } = api;
  const gateway = started.stack.gateway;
  const officer = { token: tokens.officer, gate: true };
  const listed = { firstName: 'Dmitrov', lastName: 'Kazarinsky', phone: '07700 900123' };
  const body = await eurOrder(gateway, { ...listed, email: `dk-${run}@example.com` }, '100');
  const { orderNumber } = (
    await send(gateway, 'POST', '/api/v1/orders', { body })
  ).json<OrderView>();
  const openOf = async <T>(what: string) =>
    (await send(gateway, 'GET', `/api/v1/admin/compliance/${what}?status=open`, officer)).json<
      Record<string, T[]>
    >()[what]!;
  const hold = await eventually(async () =>
    (await openOf<Hold>('holds')).find((open) => open.order.orderNumber === orderNumber),
  );
  const decide = (operationId: string, id: string, why: string, expect: number) =>
    drive(operationId, why, { ...officer, params: { id }, body: DECISIONS[operationId], expect });
  await decide('adminComplianceClear', hold.id, 'not the listed person', 200);
  await decide('adminComplianceClear', hold.id, 'a hold already decided', 409);
  await decide('adminComplianceConfirm', hold.id, 'a hold already decided', 409);
  await drive('adminRaiseOnOrder', 'a report raised', {
    token: tokens.admin,
    gate: true,
    params: { id: hold.order.orderId },
    body: DECISIONS.adminRaiseOnOrder,
    expect: 201,
  });
  const report = await eventually(async () =>
    (await openOf<SuspicionReport>('reports')).find((open) =>
      open.orders.some((order) => order.orderNumber === orderNumber),
    ),
  );
  await decide('adminComplianceDecide', report.id, 'no further action', 200);
  await decide('adminComplianceDecide', report.id, 'a report already decided', 409);
  await decide('adminComplianceConsent', report.id, 'a report that asked for no consent', 409);
  await drive('adminComplianceImport', 'a list a fraction of the one in force', {
    ...officer,
    body: { csv: shrunkList() },
    expect: 409,
  });
}
