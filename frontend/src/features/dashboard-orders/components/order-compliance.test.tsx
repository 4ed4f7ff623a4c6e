import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '@fx/contracts';
import { makeOrderDetails, renderDashboard } from '@/testing/admin-orders';
import { jsonResponse } from '@/testing/fetch';

const ID = makeOrderDetails().id;
const PATH = `/api/v1/admin/orders/${ID}`;
const ROUTE = `/dashboard/orderDetails/${ID}`;
const decision = {
  level: 'id' as const,
  orderGbp: '1200.00',
  linkedGbp: '1200.00',
  linkedEur: '1380.00',
  eurRate: '1.15',
  eurRateDay: '2026-11-20',
  houseThresholdGbp: '1000',
  statutoryThresholdEur: '15000',
  orderLimitGbp: '5000',
  answers: null,
  dateOfBirth: null,
  decidedAt: '2026-11-22T10:00:00.000Z',
};
const standing = (status: OrderDetails['compliance']['status'], more = {}) => ({
  compliance: { status, dueDiligence: null, idCheckId: null, erasedAt: null, ...more },
});

describe('the order details, compliance (issue 33)', () => {
  it('shows a held order on hold, with Accept disabled and why', async () => {
    renderDashboard(ROUTE, {
      [`GET ${PATH}`]: () => jsonResponse(makeOrderDetails(standing('held'))),
    });

    expect(await screen.findByText('On hold: compliance check')).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription(
      'Accept is possible once the compliance officer has cleared the order.',
    );
  });

  it('shows screening pending and frozen orders as such, and a clear one with Accept enabled', async () => {
    const { unmount } = renderDashboard(ROUTE, {
      [`GET ${PATH}`]: () => jsonResponse(makeOrderDetails(standing('pending'))),
    });
    expect(await screen.findByText('Screening pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    unmount();

    renderDashboard(ROUTE, {
      [`GET ${PATH}`]: () => jsonResponse(makeOrderDetails(standing('clear'))),
    });
    expect(await screen.findByText('Clear')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('completes a collection only with the ID seen, showing problems at the fields', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const order = makeOrderDetails({
      status: 'accepted',
      payment: { ...makeOrderDetails().payment, method: 'card' },
      ...standing('clear', { dueDiligence: decision }),
    });
    renderDashboard(ROUTE, {
      [`GET ${PATH}`]: () => jsonResponse(order),
      [`POST ${PATH}/complete`]: ({ body }) => {
        bodies.push(body);
        return jsonResponse(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            code: 'VALIDATION_FAILED',
            message: 'The ID record is not valid',
            details: [{ field: 'idCheck.expiryDate', message: 'The document has expired' }],
          },
          422,
        );
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const form = screen.getByRole('dialog', { name: 'ID seen' });
    await user.click(within(form).getByRole('button', { name: 'Complete the order' }));
    expect(within(form).getByLabelText('Document number')).toHaveAccessibleDescription(
      'Enter the document number',
    );
    expect(within(form).getByText("Confirm the card's name matches")).toBeInTheDocument();
    expect(within(form).getByText('Choose the proof of address seen')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.selectOptions(within(form).getByLabelText('Document type'), 'passport');
    await user.type(within(form).getByLabelText('Document number'), '123454821');
    await user.type(within(form).getByLabelText(/Issuing country/), 'gb');
    await user.type(within(form).getByLabelText('Expiry date'), '2020-01-01');
    await user.type(within(form).getByLabelText('Date of birth'), '1980-05-17');
    await user.click(within(form).getByLabelText(/The name matches the order's/));
    await user.click(within(form).getByLabelText('The name on the card matches the ID'));
    await user.selectOptions(within(form).getByLabelText('Proof of address'), 'utility_bill');
    await user.type(within(form).getByLabelText('Date on the proof of address'), '2026-11-01');
    await user.click(within(form).getByRole('button', { name: 'Complete the order' }));

    expect(await within(form).findByText('The document has expired')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        idCheck: {
          documentType: 'passport',
          documentNumber: '123454821',
          issuingCountry: 'GB',
          expiryDate: '2020-01-01',
          dateOfBirth: '1980-05-17',
          nameMatches: true,
          cardNameMatches: true,
          proofOfAddress: { type: 'utility_bill', issuedOn: '2026-11-01' },
        },
      },
    ]);
  });

  it('shows the masked ID record of a completed order', async () => {
    const idCheckId = '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    renderDashboard(ROUTE, {
      [`GET ${PATH}`]: () =>
        jsonResponse(
          makeOrderDetails({ status: 'completed', ...standing('clear', { idCheckId }) }),
        ),
      [`GET ${PATH}/id-check`]: () =>
        jsonResponse({
          idCheck: {
            id: idCheckId,
            orderId: ID,
            documentType: 'passport',
            documentNumberMasked: '•••••4821',
            issuingCountry: 'GB',
            expiryDate: '2030-01-01',
            dateOfBirth: '1980-05-17',
            proofOfAddress: null,
            hasPhoto: true,
            recordedAt: '2026-11-23T10:00:00.000Z',
            recordedBy: { kind: 'staff', id: 'clerk@highstreetfx.co.uk' },
          },
        }),
    });

    const panel = await screen.findByRole('region', { name: 'ID seen' });
    expect(await within(panel).findByText('•••••4821')).toBeInTheDocument();
    expect(within(panel).getByText('Passport')).toBeInTheDocument();
    expect(within(panel).getByText('Kept (compliance officer only)')).toBeInTheDocument();
  });

  it('raises a suspicion report and says only that it was received', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderDashboard(ROUTE, {
      [`GET ${PATH}`]: () => jsonResponse(makeOrderDetails()),
      [`POST ${PATH}/suspicion-reports`]: ({ body }) => {
        bodies.push(body);
        return jsonResponse(
          { reference: 'SR-2026-0007', receivedAt: '2026-11-26T09:00:00.000Z' },
          201,
        );
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Raise a suspicion report' }));
    const dialog = screen.getByRole('dialog', { name: 'Raise a suspicion report' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Send to the compliance officer' }),
    );
    expect(
      within(dialog).getByText('Say what you noticed (at least 10 characters)'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('What you noticed'),
      'Nervous, asked twice about limits',
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Send to the compliance officer' }),
    );

    const receipt = await screen.findByRole('dialog', { name: 'Report received' });
    expect(receipt).toHaveTextContent('Received, reference SR-2026-0007.');
    expect(bodies).toEqual([{ noticed: 'Nervous, asked twice about limits' }]);
  });
});
