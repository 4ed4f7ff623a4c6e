// ID records on the real stack: the ID seen at collection checked against the order, stored
// encrypted (the number, date of birth and photo not readable in the database), shown masked,
// deleted with the order's personal data; role changes written to the audit log.
import { randomUUID } from 'node:crypto';
import type { IdCheckInput, OrderSnapshot } from '@fx/contracts';
import { eventually } from '@fx/service-kit/testing';
import {
  clerk,
  dueDiligence,
  officer,
  orderSnapshot,
  place,
  refusal,
  standingBecomes,
  startComplianceStack,
} from './support/compliance-stack';
import type { ComplianceStack } from './support/compliance-stack';
import { londonDayAgo } from './support/list-files';
import { accentedIndividual } from './support/sample-list';

let stack: ComplianceStack;

beforeAll(async () => {
  stack = await startComplianceStack('compliance-id-records');
}, 60_000);
afterAll(() => stack?.close());

const PHOTO = `data:image/png;base64,${Buffer.from('a fictional passport scan').toString('base64')}`;

const passport = (overrides: Partial<IdCheckInput> = {}): IdCheckInput => ({
  documentType: 'passport',
  documentNumber: '533384821',
  issuingCountry: 'GB',
  expiryDate: londonDayAgo(-400),
  dateOfBirth: '1984-03-09',
  nameMatches: true,
  ...overrides,
});

async function clearOrder(overrides: Partial<OrderSnapshot> = {}) {
  const order = await place(
    stack,
    orderSnapshot({ firstName: 'Ada', lastName: 'Lovelace' }, overrides),
  );
  await standingBecomes(stack, order.orderId, 'order.screened');
  return order;
}

const record = (orderId: string, idCheck: IdCheckInput) =>
  stack.request('compliance.idChecks.record', { orderId, idCheck, by: clerk });

it('a valid ID is stored encrypted and shown masked; the photo only decrypted on request', async () => {
  const order = await clearOrder();
  const view = await record(order.orderId, passport({ photo: PHOTO }));
  expect(view).toMatchObject({
    orderId: order.orderId,
    documentNumberMasked: '•••••4821',
    dateOfBirth: '1984-03-09',
    hasPhoto: true,
    recordedBy: clerk,
  });
  expect(JSON.stringify(view)).not.toContain('533384821');

  const [row] = await stack.sql<Record<string, Buffer | string>[]>(
    'SELECT * FROM compliance.id_records WHERE order_id = $1',
    [order.orderId],
  );
  const stored = Object.values(row!)
    .map((value) => (Buffer.isBuffer(value) ? value.toString('latin1') : String(value)))
    .join('|');
  expect(stored).not.toContain('533384821');
  expect(stored).not.toContain('1984-03-09');
  expect(stored).not.toContain(Buffer.from('a fictional passport scan').toString('base64'));

  const { idCheck } = await stack.request('compliance.idChecks.ofOrder', {
    orderId: order.orderId,
    by: clerk,
  });
  expect(idCheck?.documentNumberMasked).toBe('•••••4821');
  expect(await stack.request('compliance.idChecks.photo', { id: view.id, by: officer })).toEqual({
    dataUrl: PHOTO,
  });
});

it.each([
  ['an expired document', {}, passport({ expiryDate: londonDayAgo(1) }), 'idCheck.expiryDate'],
  [
    'no proof of address at the house threshold',
    { totalGbp: '1500.00', dueDiligence: dueDiligence('id', '1500.00') },
    passport(),
    'idCheck.proofOfAddress',
  ],
  [
    'a proof of address older than 90 days',
    { totalGbp: '1500.00', dueDiligence: dueDiligence('id', '1500.00') },
    passport({ proofOfAddress: { type: 'utility_bill', issuedOn: londonDayAgo(91) } }),
    'idCheck.proofOfAddress.issuedOn',
  ],
  [
    "a card order without the card's name confirmed",
    { payment: { method: 'card' as const, amountDueGbp: '412.75', card: null } },
    passport(),
    'idCheck.cardNameMatches',
  ],
])(
  '%s is refused (422 naming the field) and nothing is recorded',
  async (_, overrides, idCheck, field) => {
    const order = await clearOrder(overrides);
    const refused = await refusal(record(order.orderId, idCheck));
    expect(refused.code).toBe('UNPROCESSABLE');
    expect(refused.details.map((detail) => detail.field)).toContain(field);
    expect(
      (await stack.request('compliance.idChecks.ofOrder', { orderId: order.orderId, by: clerk }))
        .idCheck,
    ).toBeNull();
  },
);

it('a proof of address within 90 days at the house threshold is accepted', async () => {
  const order = await clearOrder({
    totalGbp: '1500.00',
    dueDiligence: dueDiligence('id', '1500.00'),
  });
  const view = await record(
    order.orderId,
    passport({ proofOfAddress: { type: 'bank_statement', issuedOn: londonDayAgo(89) } }),
  );
  expect(view.proofOfAddress).toEqual({ type: 'bank_statement', issuedOn: londonDayAgo(89) });
});

it('an order on hold, or unknown, has no ID recorded (ORDER_ON_HOLD)', async () => {
  const { first, last } = accentedIndividual();
  const held = await place(stack, orderSnapshot({ firstName: first, lastName: last }));
  await standingBecomes(stack, held.orderId, 'order.held');
  expect((await refusal(record(held.orderId, passport()))).code).toBe('ORDER_ON_HOLD');
  expect((await refusal(record(randomUUID(), passport()))).code).toBe('ORDER_ON_HOLD');
});

it("the order's personal data erased: its ID record is deleted", async () => {
  const order = await clearOrder();
  await record(order.orderId, passport());
  await stack.publish('order.personal_data_erased', {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    emailSha256: 'a'.repeat(64),
    lastOfCustomer: true,
    reason: 'retention',
    erasedAt: new Date().toISOString(),
  });
  await eventually(async () => {
    const rows = await stack.sql<unknown[]>(
      'SELECT 1 FROM compliance.id_records WHERE order_id = $1',
      [order.orderId],
    );
    return rows.length === 0;
  });
});

it('a change of roles is written to the audit log', async () => {
  await stack.publish('user.roles_changed', {
    userId: randomUUID(),
    email: 'new.officer@example.com',
    role: 'compliance_officer',
    change: 'granted',
    roles: ['user', 'admin', 'compliance_officer'],
    by: { userId: randomUUID(), email: 'owner@example.com' },
    at: new Date().toISOString(),
  });
  await eventually(async () => {
    const { entries } = await stack.request('compliance.audit.list', {
      page: 1,
      pageSize: 50,
      by: officer,
    });
    return entries.some(
      (entry) =>
        entry.action === 'granted compliance_officer' &&
        entry.subject === 'user new.officer@example.com' &&
        /owner@example.com/.test(entry.detail ?? ''),
    );
  });
});
