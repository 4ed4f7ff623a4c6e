import type { ComplianceCase } from '@fx/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { C, makeComplianceDashboard, makeHold, renderAsStaff } from '@/testing/compliance';
import { errorResponse, jsonResponse } from '@/testing/fetch';

const statusOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('status');

const OPEN_HOLD = makeHold();
const CLOSED_HOLD = makeHold({
  id: '5f0c8d1e-2a3b-4c5d-8e6f-000000000009',
  closedAt: '2026-11-25T09:00:00.000Z',
  decision: {
    outcome: 'cleared',
    reason: 'Different date of birth',
    by: { kind: 'staff', id: 'mlro' },
    at: '2026-11-25T09:00:00.000Z',
    ofsiReference: null,
    ofsiReportedOn: null,
  },
});

function makeCase(overrides: Partial<ComplianceCase> = {}): ComplianceCase {
  return {
    id: '8c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    kind: 'red_flag',
    rule: 'splitting',
    status: 'open',
    summary: '3 orders of GBP 950-990 in 7 days',
    orders: [OPEN_HOLD.order, { ...OPEN_HOLD.order, orderId: CLOSED_HOLD.id }],
    openedAt: '2026-11-24T10:00:00.000Z',
    closedAt: null,
    closedBy: null,
    closeReason: null,
    edd: null,
    ...overrides,
  };
}

describe("the officer's lists of holds and cases (issue 33)", () => {
  it('lists the open holds, then the closed ones, each linking to its details', async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    const { router } = renderAsStaff('/dashboard/compliance/holds', {
      [`GET ${C}/holds`]: ({ url }) => {
        asked.push(statusOf(url));
        return jsonResponse({ holds: statusOf(url) === 'closed' ? [CLOSED_HOLD] : [OPEN_HOLD] });
      },
    });

    const open = await screen.findByRole('list', { name: 'Open holds' });
    const link = within(open).getByRole('link', {
      name: 'Possible sanctions match: order 12345678, Ivan Petrovsky',
    });
    expect(link).toHaveAttribute('href', `/dashboard/compliance/holds/${OPEN_HOLD.id}`);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Closed' }));
    const closed = await screen.findByRole('list', { name: 'Closed holds' });
    const item = within(closed).getByRole('listitem');
    expect(item).toHaveTextContent('cleared, closed');
    expect(within(item).getByRole('link')).toHaveAttribute(
      'href',
      `/dashboard/compliance/holds/${CLOSED_HOLD.id}`,
    );
    expect(router.state.location.search).toBe('?status=closed');
    expect(asked).toEqual(['open', 'closed']);
  });

  it('opens on the closed cases from ?status=closed and says when there are none', async () => {
    renderAsStaff('/dashboard/compliance/cases?status=closed', {
      [`GET ${C}/cases`]: ({ url }) =>
        jsonResponse({ cases: statusOf(url) === 'closed' ? [] : [makeCase()] }),
    });

    expect(await screen.findByText('No closed cases.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists open cases by their red flag, with their orders, linking to each', async () => {
    renderAsStaff('/dashboard/compliance/cases', {
      [`GET ${C}/cases`]: () =>
        jsonResponse({
          cases: [
            makeCase(),
            makeCase({
              id: '8c2d3e4f-5a6b-4c7d-8e9f-000000000002',
              kind: 'enhanced_due_diligence',
              rule: null,
              summary: 'EUR 16,200 linked over 30 days',
              orders: [OPEN_HOLD.order],
            }),
          ],
        }),
    });

    const list = await screen.findByRole('list', { name: 'Open cases' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link')).toHaveTextContent(
      'Orders just under a threshold (splitting): 3 orders of GBP 950-990 in 7 days',
    );
    expect(within(first!).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/compliance/cases/8c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    );
    expect(first).toHaveTextContent('3 orders of GBP 950-990 in 7 days · 2 orders · opened');
    expect(within(second!).getByRole('link')).toHaveTextContent(
      'Enhanced due diligence: EUR 16,200 linked over 30 days',
    );
    expect(second).toHaveTextContent('· 1 order · opened');
  });

  it('shows loading, then a failure with Try again that loads the list', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    let fail = true;
    renderAsStaff('/dashboard/compliance/holds', {
      [`GET ${C}/holds`]: () =>
        fail
          ? new Promise<Response>((resolve) => {
              release = () => resolve(errorResponse(500, 'INTERNAL', 'Something went wrong'));
            })
          : jsonResponse({ holds: [] }),
    });

    expect(await screen.findByText('Loading the open holds…')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { name: "We couldn't load the open holds" }),
    ).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No open holds.')).toBeInTheDocument();
  });

  it('links the lists from the dashboard and from the side menu', async () => {
    const user = userEvent.setup();
    const { router } = renderAsStaff('/dashboard/compliance', {
      [`GET ${C}`]: () => jsonResponse(makeComplianceDashboard()),
      [`GET ${C}/cases`]: () => jsonResponse({ cases: [makeCase()] }),
    });

    expect(await screen.findByRole('link', { name: 'All holds, open and closed' })).toHaveAttribute(
      'href',
      '/dashboard/compliance/holds',
    );
    expect(screen.getByRole('link', { name: 'All cases, open and closed' })).toHaveAttribute(
      'href',
      '/dashboard/compliance/cases',
    );
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Holds' })).toHaveAttribute(
      'href',
      '/dashboard/compliance/holds',
    );

    await user.click(within(nav).getByRole('link', { name: 'Cases' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/compliance/cases'));
    expect(await screen.findByRole('list', { name: 'Open cases' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Cases' })).toHaveClass('dash-nav__link--active');
  });
});
