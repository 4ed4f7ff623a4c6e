// The payments service's timers with three instances on one database and broker (a Swarm
// service with three replicas): a failed refund is tried again once, and the reconciliation
// runs once per period.
import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplication } from '@nestjs/common';
import { bootReplicas } from '@fx/service-kit/testing';
import { PaymentsSchedule } from '../src/payments/payments-schedule';
import { startPaymentsStack, type PaymentsStack } from './support/payments-stack';
import { REFUNDED_ON_SECOND_TRY, refundOutcome, refundTriedAgain } from './support/refund-retry';

describe('payments timers with three instances', () => {
  let stack: PaymentsStack;
  let replicas: INestApplication[] = [];

  beforeAll(async () => {
    stack = await startPaymentsStack('payments-replicas', { REFUND_RETRY_SECONDS: '1' });
    // Two more instances beside the stack's own, each running its timers: three in all.
    replicas = await bootReplicas(2, stack.replica);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
    await stack?.close();
  });

  const instances = () => [stack.service.app, ...replicas];

  it('tries a refund the bank returned again once, though every instance looks for due refunds each second', async () => {
    const orderId = await refundTriedAgain(stack);
    await sleep(3000); // three more seconds of every instance's retry timer

    expect(await refundOutcome(stack, orderId)).toEqual(REFUNDED_ON_SECOND_TRY);
  }, 60_000);

  it('reconciles once when every instance finds the reconciliation due at the same moment', async () => {
    const runs = async () =>
      Number(
        (
          await stack.sql<{ n: string }[]>('SELECT count(*) AS n FROM payments.reconciliation_runs')
        )[0]?.n,
      );
    const before = await runs();
    const tick = () =>
      Promise.all(instances().map((app) => app.get(PaymentsSchedule).reconcileIfDue()));

    await tick();
    await tick();

    expect(before).toBe(0);
    expect(await runs()).toBe(1);
    const overview = await stack.service.client.request('payments.admin.overview', {});
    expect(overview.lastReconciledAt).toEqual(expect.any(String));
  });
});
