import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentsOverview, RefundRecord } from '@fx/contracts';
import { callsTo, renderAsAdmin } from '@/testing/dashboard-admin';
import { makePaymentsOverview, paymentProblems } from '@/testing/dashboard-payments';
import { errorResponse, jsonResponse } from '@/testing/fetch';

const OVERVIEW = 'GET /api/v1/admin/payments';
const RECONCILE = 'POST /api/v1/admin/payments/reconcile';
const RETRY = 'POST /api/v1/admin/payments/refunds/retry';

const [failed] = paymentProblems.failedRefunds;

function kind(name: RegExp) {
  return within(screen.getByRole('region', { name }));
}

function rows(name: RegExp): string[] {
  return kind(name)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

function refundRecord(status: RefundRecord['status']): RefundRecord {
  const at = '2026-11-26T10:00:00.000Z';
  return {
    idempotencyKey: failed!.idempotencyKey,
    orderId: failed!.orderId,
    amountPence: failed!.amountPence,
    status,
    failureReason: status === 'failed' ? 'The card was closed' : null,
    payment: {
      paymentId: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      orderId: failed!.orderId,
      status: status === 'succeeded' ? 'refunded' : 'refund_failed',
      amountPence: failed!.amountPence,
      refundedPence: status === 'succeeded' ? failed!.amountPence : 0,
      checkoutUrl: 'http://127.0.0.1:12111/checkout/cs_1',
      expiresAt: at,
      card: { brand: 'visa', last4: '5556', funding: 'debit' },
      failure: null,
      createdAt: at,
      updatedAt: at,
    },
  };
}

describe('the Payments screen', () => {
  it('lists each kind with what to do next, each linked to its order', async () => {
    renderAsAdmin('/dashboard/payments', {
      [OVERVIEW]: () => jsonResponse(makePaymentsOverview(paymentProblems)),
    });

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Differences (1)' }),
    ).toBeInTheDocument();
    expect(rows(/^Differences/)).toEqual([
      expect.stringContaining(
        'Paid without an orderpi_3Qx187654321Cancelled, hold releasedCaptured £412.75Refund the payment in full',
      ),
    ]);
    expect(kind(/^Differences/).getByRole('link', { name: '87654321' })).toHaveAttribute(
      'href',
      '/dashboard/orderDetails/9d3e1f4a-6b2c-4e8d-a1f7-5c0b9e2d3a44',
    );

    expect(rows(/^Failed refunds/)).toEqual([
      expect.stringContaining('12345678£610.98The card was closed3'),
    ]);
    expect(
      kind(/^Failed refunds/).getByText('Ask the customer for another way to refund them'),
    ).toBeInTheDocument();
    expect(
      kind(/^Failed refunds/).getByRole('button', { name: 'Retry refund for order 12345678' }),
    ).toBeInTheDocument();

    expect(rows(/^Disputes/)).toEqual([
      expect.stringContaining(
        '11223344£200.00fraudulentneeds_response3 December 2099 at 23:59Send the signed collection receipt',
      ),
    ]);
    expect(screen.queryByText(/Card payments are off/)).not.toBeInTheDocument();
  });

  it('retries a failed refund with its order and key, and says it went through', async () => {
    const user = userEvent.setup();
    let overview: PaymentsOverview = makePaymentsOverview(paymentProblems);
    const { fetch } = renderAsAdmin('/dashboard/payments', {
      [OVERVIEW]: () => jsonResponse(overview),
      [RETRY]: () => {
        overview = { ...overview, failedRefunds: [] };
        return jsonResponse(refundRecord('succeeded'));
      },
    });

    await user.click(
      await screen.findByRole('button', { name: 'Retry refund for order 12345678' }),
    );

    expect(callsTo(fetch, RETRY)).toEqual([
      { orderId: failed!.orderId, idempotencyKey: 'refund-0b7c9a52-cancel' },
    ]);
    expect(await screen.findByText('Order 12345678: refunded')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        kind(/^Failed refunds/).getByText('None: every refund went through.'),
      ).toBeInTheDocument(),
    );
  });

  it('says why a retried refund failed again, in its row', async () => {
    const user = userEvent.setup();
    renderAsAdmin('/dashboard/payments', {
      [OVERVIEW]: () => jsonResponse(makePaymentsOverview(paymentProblems)),
      [RETRY]: () => jsonResponse(refundRecord('failed')),
    });

    await user.click(
      await screen.findByRole('button', { name: 'Retry refund for order 12345678' }),
    );

    expect(await kind(/^Failed refunds/).findByRole('alert')).toHaveTextContent(
      'Failed again: The card was closed',
    );
  });

  it('reconciles now, showing its progress, then the time of the run and what it found', async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => undefined;
    const { fetch } = renderAsAdmin('/dashboard/payments', {
      [OVERVIEW]: () =>
        jsonResponse(makePaymentsOverview({ lastReconciledAt: '2026-11-26T06:00:00.000Z' })),
      [RECONCILE]: () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    expect(await screen.findByText(/^Last run:/)).toHaveTextContent(/^Last run: 06:00/);

    await user.click(screen.getByRole('button', { name: 'Reconcile now' }));

    expect(screen.getByRole('button', { name: 'Reconciling…' })).toBeDisabled();
    expect(
      screen.getByText(/Comparing the provider's payments, refunds and disputes with the orders/),
    ).toBeInTheDocument();
    finish(
      jsonResponse(
        makePaymentsOverview({
          lastReconciledAt: '2026-11-26T10:42:00.000Z',
          differences: paymentProblems.differences,
        }),
      ),
    );

    expect(await screen.findByText(/^Last run:/)).toHaveTextContent(/^Last run: 10:42/);
    expect(screen.getByRole('heading', { level: 3, name: 'Differences (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconcile now' })).toBeEnabled();
    expect(callsTo(fetch, RECONCILE)).toHaveLength(1);
  });

  it('says when the reconciliation could not reach the provider', async () => {
    const user = userEvent.setup();
    renderAsAdmin('/dashboard/payments', {
      [OVERVIEW]: () => jsonResponse(makePaymentsOverview()),
      [RECONCILE]: () =>
        errorResponse(
          503,
          'PAYMENTS_UNAVAILABLE',
          'The card payment provider did not answer. Try again shortly.',
        ),
    });

    await user.click(await screen.findByRole('button', { name: 'Reconcile now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card payment provider did not answer. Try again shortly.',
    );
  });

  it('says when there is nothing to look at, and when card payments are off', async () => {
    renderAsAdmin('/dashboard/payments', {
      [OVERVIEW]: () => jsonResponse(makePaymentsOverview({ cards: false })),
    });

    expect(
      await screen.findByRole('heading', {
        name: 'Nothing to look at: the provider and the orders agree',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Card payments are off/)).toBeInTheDocument();
    expect(screen.getByText('Not run yet')).toBeInTheDocument();
  });

  it('shows that it is loading, then why it could not load', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderAsAdmin('/dashboard/payments', {
      [OVERVIEW]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });

    expect(await screen.findByText('Loading the payments…')).toBeInTheDocument();
    answer(
      errorResponse(503, 'SERVICE_UNAVAILABLE', 'The payments service is not available right now.'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payments service is not available right now.',
    );
  });
});
