import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStats } from '@fx/contracts';
import { errorResponse, jsonResponse } from '@/testing/fetch';
import { callsTo, fakeEventStream, renderAsAdmin } from '@/testing/dashboard-admin';

function makeStats(overrides: Partial<OrderStats> = {}): OrderStats {
  return {
    counts: { pending: 4, accepted: 2, completed: 1280 },
    timeZone: 'Europe/London',
    topCurrencies: [
      { currency: 'EUR', lines: 12, totalGbp: '4250.00' },
      { currency: 'USD', lines: 5, totalGbp: '1800.50' },
    ],
    daily: [
      { date: '2025-03-03', orders: 2, totalGbp: '300.00', paidGbp: '0.00' },
      { date: '2025-03-04', orders: 0, totalGbp: '0.00', paidGbp: '0.00' },
      { date: '2025-03-05', orders: 5, totalGbp: '1250.50', paidGbp: '810.00' },
    ],
    ...overrides,
  };
}

describe('Statics', () => {
  it('shows the three counters from the stats call', async () => {
    const { fetch } = renderAsAdmin('/dashboard/Statics', {
      'GET /api/v1/admin/stats': () => jsonResponse(makeStats()),
    });

    const counters = await screen.findAllByRole('link', { name: /Orders \d/ });
    expect(counters.map((counter) => counter.textContent)).toEqual([
      'Accepted Orders2',
      'Pending Orders4',
      'Completed Orders1,280',
    ]);
    expect(counters[1]).toHaveAttribute('href', '/dashboard/manageOrders');
    expect(
      fetch.mock.calls.some(
        ([input]) => typeof input === 'string' && input.endsWith('/api/v1/admin/stats?days=30'),
      ),
    ).toBe(true);
  });

  it('summarises both charts in words and can show their figures', async () => {
    const user = userEvent.setup();
    renderAsAdmin('/dashboard/Statics', {
      'GET /api/v1/admin/stats': () => jsonResponse(makeStats()),
    });

    expect(
      await screen.findByRole('img', {
        name: 'Orders per day, Mon 3 March to Wed 5 March: 7 orders in all; busiest Wed 5 March with 5.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'GBP value per day, Mon 3 March to Wed 5 March: £1,550.50 in all; highest Wed 5 March with £1,250.50.',
      }),
    ).toBeInTheDocument();

    const [showOrders] = screen.getAllByRole('button', { name: 'Show the figures' });
    await user.click(showOrders!);
    const table = screen.getByRole('table', { name: 'Orders per day, last 30 days' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Mon 3 March2', 'Tue 4 March0', 'Wed 5 March5']);
    expect(showOrders).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the card takings by day beside the orders and their value', async () => {
    const user = userEvent.setup();
    renderAsAdmin('/dashboard/Statics', {
      'GET /api/v1/admin/stats': () => jsonResponse(makeStats()),
    });

    expect(
      await screen.findByRole('img', {
        name: 'Paid by card per day, Mon 3 March to Wed 5 March: £810.00 in all; highest Wed 5 March with £810.00.',
      }),
    ).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Paid by card per day, last 30 days' });
    await user.click(within(chart).getByRole('button', { name: 'Show the figures' }));
    expect(
      within(chart)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayPaid (GBP)', 'Mon 3 March£0.00', 'Tue 4 March£0.00', 'Wed 5 March£810.00']);
  });

  it('says when no card payments were taken', async () => {
    renderAsAdmin('/dashboard/Statics', {
      'GET /api/v1/admin/stats': () =>
        jsonResponse(
          makeStats({
            daily: [{ date: '2025-03-05', orders: 5, totalGbp: '1250.50', paidGbp: '0.00' }],
          }),
        ),
    });

    expect(
      await screen.findByRole('img', {
        name: 'Paid by card per day, Wed 5 March to Wed 5 March: no card payments.',
      }),
    ).toBeInTheDocument();
  });

  it('lists the top currencies by value with their order lines', async () => {
    renderAsAdmin('/dashboard/Statics', {
      'GET /api/v1/admin/stats': () => jsonResponse(makeStats()),
    });

    const table = await screen.findByRole('table', { name: /Top currencies by value/ });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['EUR12£4,250.00', 'USD5£1,800.50']);
  });

  it('fetches the numbers again when an order event arrives', async () => {
    const events = fakeEventStream();
    let pending = 4;
    const { fetch } = renderAsAdmin(
      '/dashboard/Statics',
      {
        'GET /api/v1/admin/stats': () =>
          jsonResponse(makeStats({ counts: { pending, accepted: 2, completed: 1280 } })),
      },
      events,
    );
    expect(await screen.findByRole('link', { name: 'Pending Orders 4' })).toBeInTheDocument();
    await waitFor(() => expect(events.connections()).toBeGreaterThan(0));

    pending = 5;
    act(() => events.send('order.placed', { order: { orderNumber: '12345678' } }));

    expect(await screen.findByRole('link', { name: 'Pending Orders 5' })).toBeInTheDocument();
    expect(callsTo(fetch, 'GET /api/v1/admin/stats')).toHaveLength(2);
  });

  it('says when the statistics cannot be loaded', async () => {
    renderAsAdmin('/dashboard/Statics', {
      'GET /api/v1/admin/stats': () =>
        errorResponse(503, 'SERVICE_UNAVAILABLE', 'The orders service is not available right now.'),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The orders service is not available right now.',
    );
  });
});
