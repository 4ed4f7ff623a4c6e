// An order and the staff: an order placed over HTTP reaches the mail viewer, a staff member signs
// in through the emulator and the gate and accepts it, and the operator's commands run.
import { api, mailTo, payOnHostedPage, placeOrder, signInAsStaff } from './client.mjs';
import { compose, suffix } from './compose.mjs';
import { assert, check } from './harness.mjs';

export async function checkAnOrderAndTheStaff(run) {
  const { admin, customer } = run;

  await check('an order placed over HTTP reaches the mail viewer', async () => {
    const order = await placeOrder(customer);
    run.order = order;
    const mails = await mailTo(customer, new RegExp(order.orderNumber));
    await mailTo('branch@highstreetfx.test', new RegExp(order.orderNumber));
    return `order ${order.orderNumber}, "${mails[0].subject}"`;
  });

  await check('an order paid by card on the hosted page is Paid, and e-mailed so', async () => {
    const payer = `payer-${customer}`;
    const order = await placeOrder(payer, { payment: 'card' });
    assert(order.status === 'awaiting_payment', `a card order came back ${order.status}`);
    assert(order.checkout?.url, 'a card order came back without its checkout');
    const back = await payOnHostedPage(order.checkout.url);
    assert(back?.includes(`/orders/${order.orderNumber}`), `Pay went back to ${back}`);
    const track = `/orders/${order.orderNumber}?email=${encodeURIComponent(payer)}`;
    const deadline = Date.now() + 60_000;
    let view;
    while (Date.now() < deadline) {
      view = (await api('GET', track)).json;
      if (view?.payment?.status === 'authorised') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert(
      view?.payment?.status === 'authorised',
      `the order's payment is ${view?.payment?.status}`,
    );
    assert(
      view.payment.card?.last4 === '5556',
      `the card shown is ${JSON.stringify(view.payment.card)}`,
    );
    const mails = await mailTo(payer, /Paid/);
    return `order ${order.orderNumber} paid by card ending 5556, "${mails[0].subject}"`;
  });

  await check(
    'a staff member signs in through the emulator and the gate and accepts it',
    async () => {
      const { token, staff } = await signInAsStaff(admin);
      run.staff = staff;
      const closed = await api('GET', '/admin/orders?status=pending', {
        headers: { authorization: `Bearer ${token}` },
      });
      assert(closed.status === 403 || closed.status === 401, `without the gate: ${closed.status}`);
      const pending = await api('GET', '/admin/orders?status=pending', { headers: staff });
      const row = pending.json.orders.find((o) => o.orderNumber === run.order.orderNumber);
      assert(row, 'the order is not in the pending list');
      const accepted = await api('POST', `/admin/orders/${row.id}/accept`, {
        body: {},
        headers: staff,
      });
      assert(
        accepted.status === 200 || accepted.status === 201,
        `accept answered ${accepted.status}`,
      );
      await mailTo(customer, /ready|accepted/i);
      return `order ${run.order.orderNumber} accepted, the customer told`;
    },
  );

  await check('operator commands run inside the containers', async () => {
    const hash = compose([
      'run',
      '--rm',
      '--no-deps',
      'ops',
      'access-gate:hash',
      'a long gate password',
    ]);
    assert(/^scrypt\$/m.test(hash.stdout), `access-gate:hash printed: ${hash.output.slice(-300)}`);
    const grant = compose([
      'run',
      '--rm',
      '--no-deps',
      'ops',
      'admin:grant',
      `second-admin-${suffix}@example.com`,
    ]);
    assert(/admin/.test(grant.stdout), `admin:grant printed: ${grant.output.slice(-300)}`);
    const status = compose(['run', '--rm', '--no-deps', 'ops', 'status']);
    assert(
      /Outbox/i.test(status.stdout) && /notifications\.orders/.test(status.stdout),
      `status printed: ${status.output.slice(-500)}`,
    );
    compose(['run', '--rm', '--no-deps', 'ops', 'mail:failed']);
    compose(['run', '--rm', '--no-deps', 'ops', 'mail:retry']);
    compose(['run', '--rm', '--no-deps', 'ops', 'dlq:replay']);
    return 'access-gate:hash, admin:grant, status, mail:failed, mail:retry, dlq:replay';
  });
}
