import type { OrderList, OrderView } from '@fx/contracts';
import { randomSuffix } from '@fx/service-kit/testing';
import { useApiErrorsStack } from './support/api-errors-stack';
import { eurOrder, passportSeen, screenedClear } from './support/order-body';
import { NOT_DRIVEN, SENT_ELSEWHERE } from './support/not-driven';
import { PUSH_DEVICE, ROUTES_FOR_VERIFIED_CUSTOMERS } from './support/personal-routes';
import { driveComplianceConflicts, driveComplianceRefusals } from './support/compliance-refusals';
import { driveWhatEachRouteIs } from './support/route-kinds';
import { nest, pastBounds } from './support/request-bounds';

/**
 * Every documented error of every route, driven, and each answer (status, headers, body) checked
 * against the document the gateway serves, with Ajv's JSON Schema 2020-12 build: the document
 * cannot say less than the code does (an answer it does not declare fails), nor more (a declared
 * error no case drives fails, and so does a declared header no answer carries). Each bound a
 * request schema declares (maxLength, pattern, format, maxItems, minimum, maximum) is sent past
 * and must be refused naming the field. The real services run behind one gateway (its staff gate
 * on); a second gateway has no service behind it, for the 503s.
 */
describe('every documented error, driven and checked against the API document', () => {
  const api = useApiErrorsStack();
  const { started, emulator, run, gate, tokens, send, drive, credentials } = api;

  it('drives the errors every route has by what it is: address, body, validation, access, limits, outage', async () => {
    await driveWhatEachRouteIs(api);
  }, 300_000);

  it("drives each route's own refusals: missing things, repeats, conflicts, wrong credentials", async () => {
    const staff = { token: tokens.admin, gate: true };
    // Orders: placed, replayed with its Idempotency-Key, refused at a rate moved, tracked.
    const order = await eurOrder(
      started.stack.gateway,
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada-${run}@example.com`,
        phone: '07700 900123',
      },
      '100',
    );
    const key = { 'idempotency-key': `key-${randomSuffix()}` };
    const placed = await drive('ordersPlace', 'placed', { body: order, headers: key, expect: 201 });
    await drive('ordersPlace', 'the same Idempotency-Key again', {
      body: order,
      headers: key,
      expect: 200,
    });
    await drive('ordersPlace', 'a malformed Idempotency-Key', {
      body: order,
      headers: { 'idempotency-key': 'short' },
      expect: 400,
    });
    const moved = structuredClone(order);
    moved.lines[0]!.shownRate = '9.9999';
    await drive('ordersPlace', 'a rate moved since it was shown', { body: moved, expect: 409 });
    const { orderNumber } = JSON.parse(placed.body) as OrderView;
    const listed = await drive('adminOrdersList', 'the pending list', {
      ...staff,
      query: `status=pending&q=${orderNumber}`,
      expect: 200,
    });
    const { id } = (JSON.parse(listed.body) as OrderList).orders[0]!;
    await drive('ordersTrack', 'tracked', {
      params: { orderNumber },
      query: `email=${encodeURIComponent(order.customer.email)}`,
      expect: 200,
    });
    await drive('ordersTrack', 'no such order', {
      params: { orderNumber: '00000001' },
      query: 'email=ada%40example.com',
      expect: 404,
    });
    // The customer cancels it... not once staff accepted it (once compliance screened it clear).
    await screenedClear(async () =>
      (await send(started.stack.gateway, 'GET', `/api/v1/admin/orders/${id}`, staff)).json(),
    );
    await drive('adminOrdersAccept', 'accepted', { ...staff, params: { id }, expect: 200 });
    await drive('adminOrdersAccept', 'accepted twice', { ...staff, params: { id }, expect: 409 });
    await drive('meOrdersCancel', 'an accepted order', {
      token: tokens.customer,
      params: { id },
      expect: 409,
    });
    await drive('meOrdersCancel', 'no such order', { token: tokens.customer, expect: 404 });
    await drive('adminOrdersComplete', 'collected without the ID seen', {
      ...staff,
      params: { id },
      expect: 422,
    });
    const idCheck = { idCheck: passportSeen() };
    await drive('adminOrdersComplete', 'completed', {
      ...staff,
      params: { id },
      body: idCheck,
      expect: 200,
    });
    await drive('adminOrdersComplete', 'completed twice', {
      ...staff,
      params: { id },
      body: idCheck,
      expect: 409,
    });
    await drive('adminOrdersDelete', 'removed', { ...staff, params: { id }, expect: 200 });
    await drive('adminOrdersDelete', 'removed twice', { ...staff, params: { id }, expect: 409 });
    for (const operationId of [
      'adminOrdersDetails',
      'adminOrdersAccept',
      'adminOrdersComplete',
      'adminOrdersDelete',
    ])
      await drive(operationId, 'no such order', { ...staff, expect: 404 });
    // Dispatch: a tracking number with its check digit right, for no order and for one collected.
    const tracking = { trackingNumber: 'AB123456785GB' };
    await drive('adminOrdersDispatch', 'no such order', { ...staff, body: tracking, expect: 404 });
    await drive('adminOrdersDispatch', 'an order collected in the branch', {
      ...staff,
      params: { id },
      body: tracking,
      expect: 409,
    });
    await drive('adminPaymentsRetryRefund', 'no refund of that order and key', {
      ...staff,
      body: { orderId: id, idempotencyKey: `refund-${randomSuffix()}` },
      expect: 404,
    });
    // Currencies.
    const table = await drive('currenciesTable', 'the table', { expect: 200 });
    await drive('currenciesTable', 'the version the client has', {
      headers: { 'if-none-match': String(table.headers.etag) },
      expect: 304,
    });
    await drive('currenciesOne', 'a currency not offered', {
      params: { code: 'QQQ' },
      expect: 404,
    });
    // History is of what was offered: a code never offered has none (200, no points).
    await drive('currenciesHistory', 'a currency not offered', {
      params: { code: 'QQQ' },
      query: 'days=30',
      expect: 200,
    });
    await drive('adminCurrenciesCheck', "'Wrong currency tried'", {
      ...staff,
      body: { code: 'QQQ' },
      expect: 422,
    });
    const currency = {
      code: 'EUR',
      name: 'Euro',
      country: 'Eurozone',
      sellMarginPct: '2',
      buyMarginPct: '-2',
    };
    await drive('adminCurrenciesAdd', 'a currency already listed', {
      ...staff,
      body: currency,
      expect: 409,
    });
    await drive('adminCurrenciesAdd', 'not a currency', {
      ...staff,
      body: { ...currency, code: 'QQQ' },
      expect: 422,
    });
    await drive('adminCurrenciesUpdate', 'a currency not listed', {
      ...staff,
      params: { code: 'QQQ' },
      body: { name: 'Q' },
      expect: 404,
    });
    // Users, the staff gate, the account.
    await drive('adminUsersPromote', 'no such user', { ...staff, expect: 404 });
    await drive('accessGateOpen', 'a wrong password', {
      body: { ...gate, password: 'wrong' },
      expect: 401,
    });
    await drive('accessGateOpen', 'the gate not in use', {
      gateway: started.bare,
      body: gate,
      expect: 404,
    });
    await drive('meMe', 'no account record yet', { token: tokens.noRecord, expect: 404 });
    // An address whose account left it, taken by a new account that has not proved it.
    const taken = `taken-${run}@example.com`;
    const first = await emulator.signUp(taken);
    await drive('meUpsert', 'a first account', { token: first.idToken, body: {}, expect: 200 });
    await emulator.delete(first.uid);
    const second = await emulator.signUp(taken);
    await drive('meUpsert', 'the e-mail of another account', {
      token: second.idToken,
      body: {},
      expect: 409,
    });
    const unverified = { token: tokens.unverified, expect: 403 };
    for (const { operationId, body } of ROUTES_FOR_VERIFIED_CUSTOMERS)
      await drive(operationId, 'an unverified e-mail', { ...unverified, body });
    // Push devices: push is off on this stack (PUSH_ENABLED unset), and nobody has a device.
    await drive('mePushDevicesRegister', 'push not offered', {
      token: tokens.customer,
      body: PUSH_DEVICE,
      expect: 404,
    });
    await drive('mePushDevicesRemove', 'no such device', { token: tokens.customer, expect: 404 });
    // Alerts: the most an address may have, links that lead nowhere.
    for (let made = 0; made < 10; made += 1)
      await send(started.stack.gateway, 'POST', '/api/v1/me/alerts', {
        token: tokens.customer,
        body: { code: 'EUR', targetRate: `${2 + made}` },
      });
    await drive('meAlertsCreate', 'one alert too many', {
      token: tokens.customer,
      body: { code: 'EUR', targetRate: '20' },
      expect: 409,
    });
    await drive('meAlertsDelete', 'no such alert', { token: tokens.customer, expect: 404 });
    await drive('meAlertsSetChannel', 'no such alert', {
      token: tokens.customer,
      body: { channel: 'email' },
      expect: 404,
    });
    const email = `alerts-${run}@example.com`;
    for (let made = 0; made < 10; made += 1)
      await send(started.stack.gateway, 'POST', '/api/v1/alerts', {
        body: { code: 'EUR', targetRate: `${2 + made}`, email },
      });
    await drive('alertsRequest', 'one alert too many for the address', {
      body: { code: 'EUR', targetRate: '20', email },
      expect: 409,
    });
    await drive('alertsConfirm', 'a link that leads nowhere', {
      body: { token: 'b'.repeat(32) },
      expect: 404,
    });
    await drive('alertsDescribe', 'a link that leads nowhere', {
      query: `token=${'b'.repeat(32)}`,
      expect: 404,
    });
    await drive('alertsUnsubscribe', 'a link that leads nowhere', {
      body: { token: 'b'.repeat(32) },
      expect: 404,
    });
    // The platform without its services: degraded.
    await drive('healthReport', 'no service behind the gateway', {
      gateway: started.bare,
      expect: 503,
    });
  }, 120_000);

  it("drives issue 33's refusals: role changes, the officer's decisions, the data rights", async () => {
    await driveComplianceRefusals(api);
    await driveComplianceConflicts(api);
  }, 60_000);

  it('refuses every value past a bound the document declares for a request, naming the field', async () => {
    const missed: string[] = [];
    let sent = 0;
    for (const { operationId, path, operation } of started.checker.operations) {
      const body = (
        operation.requestBody as { content?: Record<string, { schema: unknown }> } | undefined
      )?.content?.['application/json']?.schema;
      if (!body) continue;
      for (const [field, value] of pastBounds(started.checker, started.checker.resolve(body), [])) {
        const answer = await drive(operationId, `${field.join('.')} past its bound`, {
          ...credentials(operation, path),
          body: nest(field, value),
        });
        sent += 1;
        const details =
          (JSON.parse(answer.body) as { details?: { field: string }[] }).details ?? [];
        if (
          ![400, 422].includes(answer.statusCode) ||
          !details.some((detail) => detail.field === field.join('.'))
        )
          missed.push(
            `${operationId} ${field.join('.')} = ${JSON.stringify(value).slice(0, 40)}: ${answer.statusCode} ${answer.body.slice(0, 160)}`,
          );
      }
    }
    expect(missed).toEqual([]);
    // Every body's bounds: the order form's alone has a dozen.
    expect(sent).toBeGreaterThan(40);
    console.log(`${sent} values past a declared bound, each refused naming its field`);
  }, 120_000);

  it('answers nothing the document does not say, and says nothing it does not answer', () => {
    const notDriven = started.checker
      .declaredErrors()
      .filter((error) => !started.checker.driven.has(error));
    expect({
      undeclared: started.checker.undeclared,
      problems: started.checker.problems,
      notDriven,
    }).toEqual({ undeclared: [], problems: [], notDriven: NOT_DRIVEN });
    const notSent = started.checker
      .declaredHeadersOfDriven()
      .filter((header) => !started.checker.headersSeen.has(header));
    expect(notSent).toEqual(Object.keys(SENT_ELSEWHERE));
  });
});
