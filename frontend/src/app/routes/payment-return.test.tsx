import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '@fx/contracts';
import { addCartLine, readCart } from '@/lib/cart-store';
import { paidOrder, payByCard, setupCardPayment } from '@/testing/checkout';
import { chooseFirstDay } from '@/testing/purchase';

const RETURN = '/orders/48151623';

/** The order the flow placed, as GET /orders/{number} tells it after `change`. */
function trackedAs(
  placed: () => OrderView | null,
  change: (order: OrderView, reads: number) => OrderView = (order) => order,
) {
  return (reads: number) => change(placed()!, reads);
}

// Each walks the order form first: slower than the default 5 s on a busy machine.
describe('back from the card payment page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    addCartLine({ currency: 'EUR', way: 'collect', amount: '450', side: 'gbp', rate: '1.1339' });
  });

  it('says "Confirming your payment..." until the server says paid, then Paid, the amount and the card', async () => {
    let last: () => OrderView | null = () => null;
    const app = setupCardPayment(
      trackedAs(
        () => last(),
        (order, reads) => (reads < 3 ? order : paidOrder(order, '453.99')),
      ),
    );
    last = app.lastPlaced;
    await payByCard(app.user);
    await app.router.navigate(`${RETURN}?payment=done`);

    const confirming = await screen.findByText('Confirming your payment...');
    expect(confirming).toHaveAttribute('role', 'status');
    // The return address alone never says Paid: only the order read from the server does.
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();

    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('£453.99 by card ending 5556.')).toBeInTheDocument();
    expect(screen.queryByText('Confirming your payment...')).not.toBeInTheDocument();
    expect(screen.getByText('Booking Details')).toBeInTheDocument();
    expect(screen.getByText('Payment').closest('div')).toHaveTextContent(
      'Paid by card ending 5556',
    );
    expect(new URL(app.reads[0]!, 'http://x').searchParams.get('email')).toBe('ada@example.com');
    expect(app.reads.length).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(readCart()).toHaveLength(0));
  });

  it('on a cancelled payment, says nothing was taken and goes back to the same order, cart and details kept', async () => {
    let last: () => OrderView | null = () => null;
    const app = setupCardPayment(trackedAs(() => last()));
    last = app.lastPlaced;
    await payByCard(app.user);
    await app.router.navigate(`${RETURN}?payment=cancelled`);

    expect(
      await screen.findByText('Your payment was cancelled: nothing was taken.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Back to your order' }));

    expect(await screen.findByRole('radio', { name: 'Pay now by card' })).toBeChecked();
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('EUR at 1.1339 per £1')).toBeInTheDocument();
    await payByCard(app.user, true);
    await waitFor(() => expect(app.placed).toHaveLength(2));
    expect(app.placed[1]!.body).toEqual(app.placed[0]!.body);
    // The same key: the server answers the same order and checkout, never a second order.
    expect(app.placed[1]!.key).toBe(app.placed[0]!.key);
  });

  it('when the payment failed and the order was cancelled, Try again starts a new order with the cart kept', async () => {
    let last: () => OrderView | null = () => null;
    const app = setupCardPayment(
      trackedAs(
        () => last(),
        (order) => ({
          ...order,
          status: 'cancelled',
          payment: { ...order.payment, status: 'failed' },
        }),
      ),
    );
    last = app.lastPlaced;
    await payByCard(app.user);
    await app.router.navigate(`${RETURN}?payment=done`);

    const failed = await screen.findByText(/Your payment did not go through/);
    expect(failed.closest('[role="alert"]')).toHaveTextContent('Nothing was taken from your card');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('radio', { name: 'Pay now by card' })).toBeChecked();
    expect(readCart()).toHaveLength(1);
    await payByCard(app.user, true);
    await waitFor(() => expect(app.placed).toHaveLength(2));
    expect(app.placed[1]!.key).not.toBe(app.placed[0]!.key);
  });

  it('back from a cancelled payment, reserving instead is a new order under a new key', async () => {
    let last: () => OrderView | null = () => null;
    const app = setupCardPayment(trackedAs(() => last()));
    last = app.lastPlaced;
    await payByCard(app.user);
    await app.router.navigate(`${RETURN}?payment=cancelled`);
    await app.user.click(await screen.findByRole('button', { name: 'Back to your order' }));

    await app.user.click(await screen.findByRole('radio', { name: 'Reserve and pay in store' }));
    await chooseFirstDay(app.user);
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await app.user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmation' })).toBeInTheDocument();
    expect(app.placed[1]!.body.payment).toBe('in_store');
    expect(app.placed[1]!.key).not.toBe(app.placed[0]!.key);
  });

  it('back after the checkout expired, paying again makes a new order instead of showing the cancelled one', async () => {
    let last: () => OrderView | null = () => null;
    const app = setupCardPayment(
      trackedAs(() => last()),
      { expiresUnpaid: true },
    );
    last = app.lastPlaced;
    await payByCard(app.user);
    await app.router.navigate(`${RETURN}?payment=cancelled`);
    await app.user.click(await screen.findByRole('button', { name: 'Back to your order' }));

    await payByCard(app.user, true);
    await waitFor(() => expect(app.placed).toHaveLength(3));
    expect(app.placed[1]!.key).toBe(app.placed[0]!.key);
    expect(app.placed[2]!.key).not.toBe(app.placed[0]!.key);
    expect(app.assign).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('heading', { name: 'Order Confirmation' })).not.toBeInTheDocument();
  });
});
