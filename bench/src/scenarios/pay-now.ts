import { randomUUID } from 'node:crypto';
import { firstCollectionDay } from '@fx/contracts';
import type { CollectionBranchList, OrderPlaced, PlacedOrder, PricedCurrency } from '@fx/contracts';
import { cpuDetail, cpuPer, findCpuRoots, readCpu } from '../cpu';
import type { CpuPerUnit } from '../cpu';
import type { EventWatch } from '../events';
import { percentile, round } from '../load';
import type { ScenarioRow } from '../report';

/**
 * Orders paid now by card (issue 32), through the Stripe stand-in as a customer pays: the order
 * placed over the API, its hosted page's form posted with the debit card 4000 0566 5566 5556 (the
 * "Pay" button), the confirmation's GET polled until it says the payment is authorised.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DEBIT_CARD = {
  card_number: '4000 0566 5566 5556',
  expiry: '12 / 34',
  cvc: '123',
  name: 'Bench Marker',
};
const PAID = new Set(['authorised', 'captured']);

let payers = 0;

export interface PayNowOrder {
  /** The order's body for one customer: the linked-order limit matches by phone. */
  placed: (email: string, phone: string) => string;
}

/** A card order of £350 (EUR and USD), as the bench's reserve orders are, collected in branch. */
export async function payNowOrder(baseUrl: string, durationS: number): Promise<PayNowOrder> {
  const eur = (await (await fetch(`${baseUrl}/api/v1/currencies/EUR`)).json()) as PricedCurrency;
  const usd = (await (await fetch(`${baseUrl}/api/v1/currencies/USD`)).json()) as PricedCurrency;
  const { branches } = (await (
    await fetch(`${baseUrl}/api/v1/branches`)
  ).json()) as CollectionBranchList;
  const branch = branches.find((each) => each.id === 'high-street-north')!;
  const runEnds = new Date(Date.now() + (durationS + 120) * 1000);
  const order = {
    way: 'collect',
    branchId: branch.id,
    lines: [
      { currency: 'EUR', amount: '200', side: 'gbp', shownRate: eur.rates.collect },
      { currency: 'USD', amount: '150', side: 'gbp', shownRate: usd.rates.collect },
    ],
    collectionDate: firstCollectionDay(branch.schedule, runEnds),
    termsAccepted: true,
    payment: 'card',
  };
  return {
    placed: (email, phone) =>
      JSON.stringify({
        ...order,
        customer: {
          firstName: 'Bench',
          lastName: 'Payer',
          email,
          confirmEmail: email,
          phone,
        },
      }),
  };
}

interface Payment {
  orderNumber: string;
  /** When the hosted page answered the Pay button (its 303 to the confirmation). */
  paidAt: number;
  /** When the confirmation's GET first said the payment was authorised. */
  confirmedAt?: number;
}

/** Pays a card order as its customer does: the hosted page's form posted with the debit card. */
export async function payOnHostedPage(order: PlacedOrder): Promise<void> {
  if (!order.checkout) throw new Error('a card order came back without its checkout');
  const pay = await fetch(order.checkout.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(DEBIT_CARD).toString(),
  });
  if (pay.status !== 303) throw new Error(`the hosted page answered ${pay.status}`);
}

/** Places one card order, pays it on the hosted page, and polls the confirmation until paid. */
async function payOne(baseUrl: string, body: PayNowOrder, confirm: boolean): Promise<Payment> {
  payers += 1;
  const email = `bench.payer.${payers}@example.com`;
  const placed = await fetch(`${baseUrl}/api/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: body.placed(email, `078${String(payers).padStart(8, '0')}`),
  });
  if (placed.status !== 201)
    throw new Error(`placing answered ${placed.status}: ${(await placed.text()).slice(0, 400)}`);
  const order = (await placed.json()) as PlacedOrder;
  await payOnHostedPage(order);
  const payment: Payment = { orderNumber: order.orderNumber, paidAt: performance.now() };
  if (!confirm) return payment;
  const track = `${baseUrl}/api/v1/orders/${order.orderNumber}?email=${encodeURIComponent(email)}`;
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const view = (await (await fetch(track)).json()) as PlacedOrder;
    if (view.payment.status && PAID.has(view.payment.status)) {
      payment.confirmedAt = performance.now();
      break;
    }
    await sleep(100);
  }
  return payment;
}

export interface PayNowResults {
  rows: ScenarioRow[];
  cpuPerOrder: CpuPerUnit;
  confirmP50Ms: number;
  confirmP95Ms: number;
  webhookToPaidP95Ms: number;
}

/**
 * Two runs: 50 payments one after another at a customer's pace, timed from Pay to the
 * confirmation saying Paid and to the order's OrderPlaced (the webhook handled, the order paid);
 * then pay-now orders at `rate`/s for `durationS` (a fifth of the reserve orders' rate), their CPU
 * per order from the first order until the last was paid.
 */
export async function runPayNow(context: {
  baseUrl: string;
  watch: EventWatch;
  durationS: number;
  rate: number;
}): Promise<PayNowResults> {
  const { baseUrl, watch } = context;
  const body = await payNowOrder(baseUrl, context.durationS);

  const timed: Payment[] = [];
  for (let index = 0; index < 50; index += 1) timed.push(await payOne(baseUrl, body, true));
  await sleep(1000);
  const placedSeen = new Map(
    watch
      .of('order.placed')
      .map((seen) => [(seen.event.payload as OrderPlaced).order.orderNumber, seen.at] as const),
  );
  const confirmMs = timed
    .filter((payment) => payment.confirmedAt !== undefined)
    .map((payment) => payment.confirmedAt! - payment.paidAt);
  const webhookMs = timed
    .filter((payment) => placedSeen.has(payment.orderNumber))
    .map((payment) => placedSeen.get(payment.orderNumber)! - payment.paidAt);

  const cpuRoots = findCpuRoots();
  const cpuBefore = readCpu(cpuRoots);
  const started = performance.now();
  const total = Math.round(context.rate * context.durationS);
  const running: Promise<Payment | undefined>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / context.rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    running.push(payOne(baseUrl, body, false).catch(() => undefined));
  }
  const burst = (await Promise.all(running)).filter((payment) => payment !== undefined);
  const wanted = new Set(burst.map((payment) => payment.orderNumber));
  const paidOf = () =>
    watch
      .of('order.placed')
      .filter((seen) => wanted.has((seen.event.payload as OrderPlaced).order.orderNumber)).length;
  const deadline = performance.now() + 60_000;
  while (paidOf() < wanted.size && performance.now() < deadline) await sleep(100);
  const cpuPerOrder = cpuPer(cpuBefore, readCpu(cpuRoots), burst.length);

  const rows: ScenarioRow[] = [
    {
      scenario: 'Pay (hosted page) -> confirmation says Paid, 50 payments',
      detail: {
        confirmed: `${confirmMs.length}/50`,
        'p50 ms': round(percentile(confirmMs, 50)),
        'p95 ms': round(percentile(confirmMs, 95)),
        'webhook -> order paid p95 ms': round(percentile(webhookMs, 95)),
      },
    },
    {
      scenario: `CPU ms per pay-now order, ${context.rate}/s for ${context.durationS} s`,
      detail: {
        'orders paid': `${paidOf()}/${total}`,
        ...cpuDetail(cpuPerOrder, cpuRoots, context.rate),
      },
    },
  ];
  return {
    rows,
    cpuPerOrder,
    confirmP50Ms: percentile(confirmMs, 50),
    confirmP95Ms: percentile(confirmMs, 95),
    webhookToPaidP95Ms: percentile(webhookMs, 95),
  };
}
