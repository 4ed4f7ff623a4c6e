import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { DispatchList } from '@fx/contracts';
import { TrackingMessages, dayLabel } from '@fx/contracts/web';
import { makePaidDeliveryDetails } from '@/testing/admin-orders';
import { callsTo, renderAsAdmin } from '@/testing/dashboard-admin';
import { dispatchDates, makeDispatchList, makeDispatchOrder } from '@/testing/dashboard-payments';
import { errorResponse, jsonResponse } from '@/testing/fetch';

// The screen says "today" and "tomorrow" of London's days: the file runs at a fixed instant, a
// Sunday ten minutes before midnight, never at whatever the machine's clock says.
vi.useFakeTimers({
  toFake: ['Date'],
  now: new Date('2026-11-29T23:50:00Z'),
  shouldAdvanceTime: true,
});
afterAll(() => vi.useRealTimers());

const LIST = 'GET /api/v1/admin/dispatch';
const { today, tomorrow, after } = dispatchDates();

const toSend = makeDispatchOrder();
const DISPATCH = `POST /api/v1/admin/orders/${toSend.id}/dispatch`;
const notAccepted = makeDispatchOrder({
  id: '9d3e1f4a-6b2c-4e8d-a1f7-5c0b9e2d3a44',
  orderNumber: '87654321',
  name: 'Grace Hopper',
  status: 'pending',
  payment: 'authorised',
  saturday: true,
  pack: [{ amount: '500.00', currency: 'EUR' }],
});
const sent = makeDispatchOrder({
  id: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  orderNumber: '11223344',
  name: 'Alan Turing',
  status: 'completed',
  trackingNumber: 'AB123456785GB',
  dispatchedAt: '2026-11-26T09:30:00.000Z',
});

const list = makeDispatchList([
  { day: tomorrow, orders: [toSend, sent] },
  { day: after, orders: [notAccepted] },
]);

function order(orderNumber: string) {
  return within(screen.getByRole('article', { name: `Order ${orderNumber}` }));
}

describe('the Dispatch screen', () => {
  it('lists deliveries by the day they arrive, with what to pack and where it goes', async () => {
    renderAsAdmin('/dashboard/dispatch', { [LIST]: () => jsonResponse(list) });

    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: `Arriving tomorrow, ${dayLabel(tomorrow)} 2 orders`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: `Arriving ${dayLabel(after)} 1 order` }),
    ).toBeInTheDocument();
    const ada = order('12345678');
    expect(ada.getByText('To send')).toBeInTheDocument();
    expect(ada.getByText('1 Park Row, Flat 2, Leeds, LS1 5AB')).toBeInTheDocument();
    expect(ada.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'EUR €340.17',
      'USD US$369.87',
    ]);
    expect(ada.getByRole('textbox', { name: 'Tracking number' })).toHaveAccessibleDescription(
      'Royal Mail: two letters, eight digits, a check digit and GB',
    );
    expect(ada.getByRole('link', { name: 'Order 12345678' })).toHaveAttribute(
      'href',
      `/dashboard/orderDetails/${toSend.id}`,
    );
    expect(ada.queryByText('Saturday')).not.toBeInTheDocument();

    const grace = order('87654321');
    expect(grace.getByText('Saturday')).toBeInTheDocument();
    expect(grace.getByText(/Accept the order first/)).toBeInTheDocument();
    expect(grace.queryByRole('textbox')).not.toBeInTheDocument();

    expect(order('11223344').getByRole('status')).toHaveTextContent(
      'Sent with tracking number AB123456785GB at 09:30',
    );
  });

  it('refuses a wrong check digit at the field without calling the server', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAsAdmin('/dashboard/dispatch', {
      [LIST]: () => jsonResponse(list),
      [DISPATCH]: () => jsonResponse(makePaidDeliveryDetails()),
    });
    const field = await screen.findByRole('textbox', { name: 'Tracking number' });

    await user.type(field, 'AB123456784GB');
    await user.click(order('12345678').getByRole('button', { name: 'Dispatched' }));

    expect(field).toHaveAccessibleDescription(expect.stringContaining(TrackingMessages.checkDigit));
    expect(field).toBeInvalid();
    expect(callsTo(fetch, DISPATCH)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'AB1234');
    await user.click(order('12345678').getByRole('button', { name: 'Dispatched' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(TrackingMessages.format));
    expect(callsTo(fetch, DISPATCH)).toHaveLength(0);
  });

  it('sends a good tracking number, then shows it and when it was sent', async () => {
    const user = userEvent.setup();
    let current: DispatchList = list;
    const dispatched = makePaidDeliveryDetails({ status: 'completed' });
    const { fetch } = renderAsAdmin('/dashboard/dispatch', {
      [LIST]: () => jsonResponse(current),
      [DISPATCH]: () => {
        const sentNow = { trackingNumber: 'AB123456785GB', dispatchedAt: new Date().toISOString() };
        current = makeDispatchList([
          { day: tomorrow, orders: [{ ...toSend, status: 'completed', ...sentNow }, sent] },
          { day: after, orders: [notAccepted] },
        ]);
        return jsonResponse({
          ...dispatched,
          fulfilment: { ...dispatched.fulfilment, ...sentNow },
        });
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Tracking number' });

    // As it is printed on the label: spaces and lower case are fine.
    await user.type(field, 'ab 1234 5678 5 gb');
    await user.click(order('12345678').getByRole('button', { name: 'Dispatched' }));

    await waitFor(() =>
      expect(order('12345678').getByRole('status')).toHaveTextContent(
        /^Sent with tracking number AB123456785GB at \d\d:\d\d today$/,
      ),
    );
    expect(callsTo(fetch, DISPATCH)).toEqual([{ trackingNumber: 'AB123456785GB' }]);
    expect(order('12345678').queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("shows the server's refusal at the field", async () => {
    const user = userEvent.setup();
    renderAsAdmin('/dashboard/dispatch', {
      [LIST]: () => jsonResponse(list),
      [DISPATCH]: () =>
        jsonResponse(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            code: 'UNPROCESSABLE',
            message: 'The tracking number is not valid',
            details: [
              { field: 'trackingNumber', message: 'This number was used for order 20000001' },
            ],
          },
          422,
        ),
    });
    const field = await screen.findByRole('textbox', { name: 'Tracking number' });

    await user.type(field, 'AB123456785GB');
    await user.click(order('12345678').getByRole('button', { name: 'Dispatched' }));

    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('This number was used for order 20000001'),
      ),
    );
    expect(order('12345678').getByRole('button', { name: 'Dispatched' })).toBeEnabled();
  });

  it('says when there is nothing to send, and loads from the day chosen', async () => {
    const { fetch } = renderAsAdmin('/dashboard/dispatch', {
      [LIST]: () => jsonResponse(makeDispatchList([{ day: today, orders: [] }])),
    });

    expect(await screen.findByRole('heading', { name: 'Nothing to send' })).toBeInTheDocument();
    expect(screen.getByText(/No delivery orders arrive from today on/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Arriving from'), { target: { value: after } });
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([input]) =>
            typeof input === 'string' && input.endsWith(`/api/v1/admin/dispatch?from=${after}`),
        ),
      ).toBe(true),
    );
  });

  it('shows that it is loading, then why it could not load', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderAsAdmin('/dashboard/dispatch', {
      [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });

    expect(await screen.findByText('Loading the deliveries…')).toBeInTheDocument();
    answer(
      errorResponse(503, 'SERVICE_UNAVAILABLE', 'The orders service is not available right now.'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The orders service is not available right now.',
    );
  });
});
