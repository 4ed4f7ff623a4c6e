import type { OrderView, PlaceOrder, PlacedOrder, SiteSettings } from '@fx/contracts';
import { vi } from 'vitest';
import { setSiteSettings } from '@/config/site';
import { paidByCard } from '@/testing/account';
import { orderFrom } from '@/testing/purchase';
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
