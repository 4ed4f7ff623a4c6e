import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  BuyBackView,
  DeliveryAddress,
  Fulfilment,
  OrderView,
  PlaceOrder,
  PlacedOrder,
  SiteSettings,
} from '@fx/contracts';
import { expect, vi } from 'vitest';
import { setSiteSettings } from '@/config/site';
import { browserLocation } from '@/lib/browser-location';
import { paidByCard } from '@/testing/account';
import { makeCurrencyTable } from '@/testing/currency-table';
import { jsonResponse, routeFetch } from '@/testing/fetch';
import { chooseFirstDay, fillDetails, orderFrom, purchaseBranches } from '@/testing/purchase';
import { renderApp } from '@/testing/render';
import { exampleSiteSettings } from '@/testing/site-settings';

/** The stand-in's hosted page for the checkout session the tests' orders get. */
export const CHECKOUT_URL = 'http://localhost:12111/checkout/cs_test_a1b2c3';

/** The site of a bureau taking cards (debit cards only unless `creditCards`). */
export function takeCards(payments: Partial<SiteSettings['payments']> = {}) {
  setSiteSettings({
    ...exampleSiteSettings,
    payments: { ...exampleSiteSettings.payments, cards: true, ...payments },
  });
}

/** Fixes the clock (Date only, so user events still run): Friday 27 November 2026, 10:00 London. */
export function onFridayMorning(at = '2026-11-27T10:00:00.000Z') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
}

/** POST /orders' answer to a pay-now `body`: the order awaiting payment and its hosted page. */
export function awaitingCardPayment(body: PlaceOrder, amountDueGbp = '450.00'): PlacedOrder {
  const order = orderFrom(body);
  return {
    ...order,
    status: 'awaiting_payment',
    payment: paidByCard(amountDueGbp, { status: 'awaiting_payment', card: null, paidAt: null }),
    checkout: { url: CHECKOUT_URL, expiresAt: '2026-11-27T10:30:00.000Z' },
  };
}

/** The tracked order once the webhook said the card was held. */
export function paidOrder(order: OrderView, amountDueGbp = order.payment.amountDueGbp): OrderView {
  return {
    ...order,
    status: 'pending',
    payment: paidByCard(amountDueGbp),
    rateGuaranteedUntil: '2026-11-28T10:01:00.000Z',
  };
}

/**
 * The order flow of a bureau taking cards, whose POST /orders makes an order awaiting payment (or,
 * `expiresUnpaid`, answers a key used before with its order cancelled) and whose GET
 * /orders/{number} answers `tracked(reads)` (the number of reads so far, from 1).
 */
export function setupCardPayment(
  tracked: (reads: number) => OrderView,
  { expiresUnpaid = false }: { expiresUnpaid?: boolean } = {},
) {
  takeCards();
  const placed: { body: PlaceOrder; key: string | null }[] = [];
  const reads: string[] = [];
  let last: PlacedOrder | null = null;
  routeFetch({
    'GET /api/v1/currencies': () => jsonResponse(makeCurrencyTable()),
    'GET /api/v1/branches': () => jsonResponse(purchaseBranches()),
    'POST /api/v1/orders': ({ init, body }) => {
      placed.push({
        body: body as PlaceOrder,
        key: new Headers(init?.headers).get('Idempotency-Key'),
      });
      const order = body as PlaceOrder;
      const key = placed.at(-1)!.key;
      if (expiresUnpaid && last && placed.slice(0, -1).some((one) => one.key === key)) {
        // The same key again, after its checkout expired: the order it made, now cancelled.
        return jsonResponse({ ...last, status: 'cancelled', checkout: null }, 200);
      }
      last =
        order.payment === 'card'
          ? awaitingCardPayment(order)
          : { ...orderFrom(order), checkout: null };
      return jsonResponse(last, 201);
    },
    'GET /api/v1/orders/48151623': ({ url }) => {
      reads.push(url);
      return jsonResponse(tracked(reads.length));
    },
  });
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  const user = userEvent.setup();
  return {
    ...renderApp('/purchase/EUR/Order'),
    user,
    placed,
    reads,
    assign,
    lastPlaced: () => last,
  };
}

/** Pay now by card, the first day, the details, Continue to payment: off to the hosted page. */
export async function payByCard(user: ReturnType<typeof userEvent.setup>, filled = false) {
  await user.click(await screen.findByRole('radio', { name: 'Pay now by card' }));
  await chooseFirstDay(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  if (!filled) await fillDetails(user);
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith(CHECKOUT_URL));
}

/** Paid on Friday 27 November: delivered to 1 Acacia Avenue on Monday 30th, dispatched. */
export function deliveredMonday(address: Partial<DeliveryAddress> = {}): Fulfilment {
  return {
    kind: 'delivery',
    address: { line1: '1 Acacia Avenue', town: 'London', postcode: 'SW1A 1AA', ...address },
    nation: 'england',
    day: '2026-11-30',
    saturday: false,
    feeGbp: '0.00',
    trackingNumber: 'AB123456785GB',
    dispatchedAt: '2026-11-27T15:00:00.000Z',
  };
}

/** The buy-back guarantee of an order paid on 27 November: EUR at 1.1300 until 27 December. */
export const openGuarantee: BuyBackView = {
  priceGbp: '3.99',
  until: '2026-12-27',
  reminderOn: '2026-12-24',
  capGbp: '750',
  allowances: [{ currency: 'EUR', rate: '1.1300', foreign: '101.70' }],
  usedBy: [],
};
