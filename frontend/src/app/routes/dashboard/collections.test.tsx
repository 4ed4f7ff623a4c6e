import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Collections } from '@fx/contracts';
import { dayLabel } from '@fx/contracts/web';
import { makeOrderSnapshot } from '@/testing/admin-orders';
import { callsTo, renderAsAdmin } from '@/testing/dashboard-admin';
import {
  collectionDates,
  makeCollectionDay,
  makeCollectionOrder,
  makeCollections,
} from '@/testing/dashboard-branches';
import { errorResponse, jsonResponse } from '@/testing/fetch';

const REPORT = 'GET /api/v1/admin/collections';
const { today, tomorrow } = collectionDates();

const ada = makeCollectionOrder();
const grace = makeCollectionOrder({
  id: '9d3e1f4a-6b2c-4e8d-a1f7-5c0b9e2d3a44',
  orderNumber: '87654321',
  name: 'Grace Hopper',
  phone: '07700 900456',
  way: 'sell',
  totalGbp: '83.05',
  lines: [{ currency: 'EUR', foreign: '100.00', gbp: '83.05' }],
});
const alan = makeCollectionOrder({
  id: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  orderNumber: '11223344',
  name: 'Alan Turing',
  totalGbp: '600.00',
  lines: [
    { currency: 'EUR', foreign: '170.09', gbp: '150.00' },
    { currency: 'JPY', foreign: '81377', gbp: '450.00' },
  ],
});

const twoDays = makeCollections([
  makeCollectionDay(today, [ada, grace, alan], {
    toHandOut: [
      { currency: 'EUR', amount: '510.26' },
      { currency: 'JPY', amount: '81377' },
    ],
    toPayOutGbp: '83.05',
  }),
  makeCollectionDay(tomorrow),
]);

function showing(...answers: Array<() => Response>) {
  let call = 0;
  return renderAsAdmin('/dashboard/collections', {
    [REPORT]: () => answers[Math.min(call++, answers.length - 1)]!(),
  });
}

function daySection(name: RegExp) {
  return within(screen.getByRole('region', { name }));
}

describe('the Collections screen', () => {
  it("shows today's orders under today's heading, with what each takes", async () => {
    const { fetch } = showing(() => jsonResponse(twoDays));

    expect(
      await screen.findByRole('heading', { level: 3, name: `Today, ${dayLabel(today)}` }),
    ).toBeInTheDocument();
    const day = daySection(/^Today/);
    expect(day.getByText('3 orders')).toBeInTheDocument();
    const rows = day.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '12345678',
      '87654321',
      '11223344',
    ]);
    expect(rows[0]).toHaveTextContent(
      'Ada Lovelace07700 900123Click & Collect€340.17 for £300.00£300.00',
    );
    expect(rows[1]).toHaveTextContent(
      'Grace Hopper07700 900456Click & Sell€100.00 for £83.05£83.05',
    );
    expect(
      within(rows[2]!)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['€170.09 for £150.00', 'JP¥81,377 for £450.00']);
    expect(within(rows[0]!).getByRole('link', { name: '12345678' })).toHaveAttribute(
      'href',
      `/dashboard/orderDetails/${ada.id}`,
    );
    expect(callsTo(fetch, REPORT)).toHaveLength(1);
    expect(
      fetch.mock.calls.some(
        ([input]) => typeof input === 'string' && input.endsWith('/admin/collections?days=2'),
      ),
    ).toBe(true);
  });

  it('says what to prepare each day: the currencies to hand out and the pounds to pay out', async () => {
    showing(() => jsonResponse(twoDays));

    const prepare = within(await screen.findByRole('region', { name: 'To prepare' }));
    expect(prepare.getByText('To hand out (Click & Collect)').nextElementSibling).toHaveTextContent(
      'EUR €510.26JPY JP¥81,377',
    );
    expect(prepare.getByText('GBP to pay out (Click & Sell)').nextElementSibling).toHaveTextContent(
      '£83.05',
    );
  });

  it('says so on a day with nothing to collect', async () => {
    showing(() => jsonResponse(twoDays));

    const day = await screen.findByRole('region', { name: /^Tomorrow/ });
    expect(day).toHaveAccessibleName(`Tomorrow, ${dayLabel(tomorrow)}`);
    expect(within(day).getByText('0 orders')).toBeInTheDocument();
    expect(within(day).getByText('No collections tomorrow')).toBeInTheDocument();
    expect(within(day).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "No collections today" when there is nothing at all', async () => {
    showing(() =>
      jsonResponse(makeCollections([makeCollectionDay(today), makeCollectionDay(tomorrow)])),
    );

    expect(await screen.findByText('No collections today')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'To prepare' })).not.toBeInTheDocument();
  });

  it('shows why the report could not be read, and reads it again on Try again', async () => {
    showing(
      () =>
        errorResponse(503, 'SERVICE_UNAVAILABLE', 'The orders service is not available right now.'),
      () => jsonResponse(twoDays),
    );

    expect(
      await screen.findByRole('heading', { name: "We couldn't load the collections" }),
    ).toBeInTheDocument();
    expect(screen.getByText('The orders service is not available right now.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /^Today/ })).toBeInTheDocument();
  });

  it('reads the report again when an order is accepted elsewhere', async () => {
    let report: Collections = makeCollections([
      makeCollectionDay(today),
      makeCollectionDay(tomorrow),
    ]);
    const { events } = renderAsAdmin('/dashboard/collections', {
      [REPORT]: () => jsonResponse(report),
    });
    expect(await screen.findByText('No collections today')).toBeInTheDocument();
    await waitFor(() => expect(events.connections()).toBe(1));

    report = twoDays;
    events.send('order.accepted', { order: makeOrderSnapshot() });

    expect(await screen.findByRole('row', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(screen.queryByText('No collections today')).not.toBeInTheDocument();
  });
});
