import { randomUUID } from 'node:crypto';
import { eventually } from '@fx/service-kit/testing';
import type { SmtpInbox } from '@fx/service-kit/testing';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the test saw while placing a batch, for the assertions and the closing numbers. */
export interface Batch {
  emails: string[];
  orderNumbers: Set<string>;
  attempts: number;
  unavailable: number;
}

/** What the batches count across the file, for its closing numbers. */
export interface Totals {
  faults: number;
  requests: number;
  unavailable: number;
  orders: number;
  emails: number;
}

/**
 * Orders placed through the gateway at `base()` in batches, as customers do, and the check that
 * each order's e-mails arrived in `inbox` once each.
 */
export function orderBatches(platform: {
  base: () => string;
  eurRate: () => string;
  /** The day every order of the batches is collected, one the branch offers. */
  collectionDate: () => string;
  inbox: SmtpInbox;
  branchInbox: string;
  totals: Totals;
  /** What the services printed, for a failure's message. */
  everyOutput: () => string;
}) {
  const { inbox, branchInbox, totals, everyOutput } = platform;
  /** Customers so far: each has a phone of their own, as the linked-order limit matches by phone. */
  let customers = 0;

  /**
   * Places `count` orders, `parallel` at a time, each under its own Idempotency-Key and e-mail. A
   * 503 is what the customer sees while something is down: they press the button again, with the
   * same key, until the order is placed.
   */
  async function placeBatch(
    label: string,
    count: number,
    parallel: number,
    onPlaced?: (placed: number) => void,
  ): Promise<Batch> {
    const run = randomUUID().slice(0, 6);
    const batch: Batch = { emails: [], orderNumbers: new Set(), attempts: 0, unavailable: 0 };
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const index = (next += 1);
        const email = `${label}-${run}-${index}@example.com`;
        batch.emails.push(email);
        batch.orderNumbers.add(await placeUntilPlaced(email, batch));
        onPlaced?.(batch.orderNumbers.size);
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    totals.requests += batch.attempts;
    totals.unavailable += batch.unavailable;
    totals.orders += batch.orderNumbers.size;
    return batch;
  }

  async function placeUntilPlaced(email: string, batch: Batch): Promise<string> {
    const key = randomUUID();
    customers += 1;
    const body = JSON.stringify({
      way: 'collect',
      branchId: 'high-street-north',
      customer: {
        firstName: 'Fault',
        lastName: 'Tolerant',
        email,
        confirmEmail: email,
        phone: `07700 9${String(customers).padStart(5, '0')}`,
      },
      lines: [{ currency: 'EUR', amount: '120', side: 'gbp', shownRate: platform.eurRate() }],
      collectionDate: platform.collectionDate(),
      termsAccepted: true,
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      batch.attempts += 1;
      const response = await fetch(`${platform.base()}/api/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
        signal: AbortSignal.timeout(15_000),
      }).catch((error: Error) => error);
      if (!(response instanceof Error) && (response.status === 201 || response.status === 200))
        return ((await response.json()) as { orderNumber: string }).orderNumber;
      const status = response instanceof Error ? response.message : response.status;
      if (status !== 503 || Date.now() > deadline)
        throw new Error(
          `order for ${email} answered ${status}: ${
            response instanceof Error ? '' : await response.text()
          }`,
        );
      batch.unavailable += 1;
      await sleep(250);
    }
  }

  /** Each order's confirmation and branch alert arrive, and none arrives twice. */
  async function expectEachEmailedOnce(batch: Batch, timeoutMs: number): Promise<void> {
    const confirmations = () => countBy(inbox.messages.map((mail) => addressOf(mail.to)));
    const alerts = () =>
      countBy(
        inbox.messages
          .filter((mail) => addressOf(mail.to) === branchInbox)
          .map((mail) => /order (\d{8})/.exec(mail.subject ?? '')?.[1] ?? ''),
      );
    await eventually(
      () =>
        batch.emails.every((email) => confirmations().get(email)) &&
        [...batch.orderNumbers].every((number) => alerts().get(number)),
      timeoutMs,
      200,
    ).catch((error: Error) => {
      const missing = batch.emails.filter((email) => !confirmations().get(email));
      throw new Error(
        `${error.message}: ${missing.length} of ${batch.emails.length} confirmations missing\n${everyOutput()}`,
      );
    });
    // Let anything that would arrive twice arrive, then count.
    await sleep(1500);
    const sent = confirmations();
    const alerted = alerts();
    expect(batch.emails.filter((email) => sent.get(email) !== 1)).toEqual([]);
    expect([...batch.orderNumbers].filter((number) => alerted.get(number) !== 1)).toEqual([]);
    expect(batch.orderNumbers.size).toBe(batch.emails.length);
    totals.emails += batch.emails.length * 2;
  }

  return { placeBatch, expectEachEmailedOnce };
}

export function addressOf(to: unknown): string {
  const first = [to].flat()[0] as { value?: { address?: string }[] } | undefined;
  return first?.value?.[0]?.address?.toLowerCase() ?? '';
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
