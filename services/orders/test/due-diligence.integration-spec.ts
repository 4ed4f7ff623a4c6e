import { randomUUID } from 'node:crypto';
import type { DueDiligenceAnswers, PlaceOrder } from '@fx/contracts';
import { eventually, testClock } from '@fx/service-kit/testing';
import { eurRateOnPreviousWorkingDay } from './support/compliance';
import { orderHelpers, startOrdersStack } from './support/orders-stack';
import type { OrdersStack } from './support/orders-stack';

const ADDRESS = { line1: '1 Park Row', town: 'Leeds', postcode: 'ls1 5ab' };
const ANSWERS: DueDiligenceAnswers = {
  politicallyExposed: false,
  sourceOfFunds: 'savings',
  nationality: 'GB',
  countryOfResidence: 'GB',
};

/**
 * Issue 33: customer due diligence decided at placement, stored with the order and carried in its
 * events: the house ID threshold, the statutory EUR 15,000 (single or linked) at the previous
 * working day's EUR rate, the answers it needs, and what delivery needs. The order limits are
 * raised so an order can reach EUR 15,000.
 */
describe('customer due diligence at placement (real Postgres, RabbitMQ, rates)', () => {
  let stack: OrdersStack;
  let rateDay: string;

  beforeAll(async () => {
    stack = await startOrdersStack('orders-cdd', {
      ORDER_MAX_GBP: '20000',
      ORDER_LINKED_LIMIT_GBP: '40000',
      DELIVERY_MAX_GBP: '20000',
    });
    // 1.25 euros a pound: EUR 15,000 is GBP 12,000.
    rateDay = await eurRateOnPreviousWorkingDay(stack, '1.25');
  });

  afterAll(() => stack?.close());

  const { orderOf, place, domainError } = orderHelpers(() => stack);
  const client = () => stack.service.client;

  const euros = async (gbp: string, extra: Partial<PlaceOrder> = {}) => {
    const order = await orderOf([{ currency: 'EUR', amount: gbp, side: 'gbp' }]);
    return { ...order, ...extra };
  };
  const delivered = async (gbp: string, extra: Partial<PlaceOrder> = {}) =>
    euros(gbp, {
      payment: 'card',
      collectionDate: undefined,
      delivery: { address: ADDRESS, saturday: false },
      ...extra,
    });
  const decisionOf = async (orderId: string) =>
    (await client().request('orders.admin.get', { id: orderId })).compliance.dueDiligence;

  it('tells the site the thresholds, the statutory one in pounds at the previous working day’s rate', async () => {
    const settings = await client().request('orders.settings', {});
    expect(settings.dueDiligence).toEqual({
      houseIdThresholdGbp: '1000',
      statutoryThresholdEur: '15000',
      statutoryThresholdGbp: '12000.00',
      eurRateDay: rateDay,
      cashDeclarationGbp: '10000',
    });
  });

  it('decides ID at the house threshold, stores the EUR rate used, and puts it in the order’s event', async () => {
    const { orderId } = await place(await euros('1200'));
    expect(await decisionOf(orderId)).toMatchObject({
      level: 'id',
      orderGbp: '1200.00',
      linkedGbp: '1200.00',
      linkedEur: '1500.00',
      eurRate: '1.25',
      eurRateDay: rateDay,
      houseThresholdGbp: '1000',
      statutoryThresholdEur: '15000',
      answers: null,
    });
    const placed = await eventually(() =>
      stack.events.find(
        (e) =>
          e.type === 'order.placed' &&
          (e.payload as { order: { orderId: string } }).order.orderId === orderId,
      ),
    );
    expect(placed.payload).toMatchObject({
      order: { dueDiligence: { level: 'id', eurRate: '1.25' } },
    });
    const small = await place(await euros('300'));
    expect(await decisionOf(small.orderId)).toMatchObject({ level: 'none' });
  });

  it('asks for the answers at EUR 15,000, single or linked, and keeps them', async () => {
    const refused = await domainError(place(await euros('12000')));
    expect(refused).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Answer the questions for orders of €15,000 or more',
      details: [
        { field: 'dueDiligence', message: 'Answer the questions for orders of €15,000 or more' },
      ],
      extra: undefined,
    });
    const pep = await domainError(
      place(await euros('12000', { dueDiligence: { ...ANSWERS, politicallyExposed: true } })),
    );
    expect(pep.details).toEqual([
      { field: 'dueDiligence.politicalRole', message: expect.any(String) },
    ]);

    // Linked: GBP 7,000 then GBP 5,000 of the same customer come to EUR 15,000.
    const first = await euros('7000');
    await place(first);
    const second = await euros('5000', { customer: first.customer });
    expect((await domainError(place(second))).details?.[0]?.field).toBe('dueDiligence');
    const { orderId } = await place({ ...second, dueDiligence: ANSWERS });
    expect(await decisionOf(orderId)).toMatchObject({
      level: 'enhanced',
      linkedGbp: '12000.00',
      linkedEur: '15000.00',
      answers: ANSWERS,
    });
  });

  it('delivers at the house threshold only to an adult with a date of birth, and never at EUR 15,000', async () => {
    const noBirthDate = await domainError(place(await delivered('1500')));
    expect(noBirthDate.details).toEqual([
      {
        field: 'dateOfBirth',
        message: 'Enter your date of birth: delivered orders of £1,000 or more need it',
      },
    ]);
    const child = await domainError(place(await delivered('1500', { dateOfBirth: '2015-01-01' })));
    expect(child.details).toEqual([
      { field: 'dateOfBirth', message: 'You must be 18 or over to order' },
    ]);
    const { orderId } = await place(await delivered('1500', { dateOfBirth: '1980-05-17' }));
    expect(await decisionOf(orderId)).toMatchObject({ level: 'id', dateOfBirth: '1980-05-17' });

    const large = await domainError(
      place(await delivered('12000', { dateOfBirth: '1980-05-17', dueDiligence: ANSWERS })),
    );
    expect(large.code).toBe('UNPROCESSABLE');
    expect(large.details?.[0]?.field).toBe('delivery');
  });

  describe('the card of a delivery needing ID must be in the customer’s name (Ada Lovelace)', () => {
    const CARDHOLDER = 'The card must be in the name of the person placing the order';

    /** A delivery order of `gbp`, paid with a card in `cardholderName`: the order as tracked. */
    async function paidWith(gbp: string, cardholderName: string | null) {
      const { orderId, order } = await place(await delivered(gbp, { dateOfBirth: '1980-05-17' }));
      await stack.publish('payment.authorised', {
        orderId,
        paymentId: randomUUID(),
        amountPence: 10_000,
        card: { brand: 'visa', last4: '5556', funding: 'debit' },
        billingPostcode: 'LS1 5AB',
        cardholderName,
        authorisedAt: testClock().now().toISOString(),
      });
      const track = () =>
        client().request('orders.track', {
          orderNumber: order.orderNumber,
          email: order.customer.email,
        });
      return eventually(async () => {
        const tracked = await track();
        return tracked.status === 'awaiting_payment' ? undefined : tracked;
      });
    }

    it('cancels the order paid with another’s card (or a card without a name), saying why', async () => {
      for (const name of ['Charles Babbage', 'Adam Lovelace', null]) {
        expect(await paidWith('1500', name)).toMatchObject({
          status: 'cancelled',
          cancelReason: CARDHOLDER,
        });
      }
    });

    it('takes her card whatever its case, accents, middle names or initials', async () => {
      for (const name of ['ADA LOVELACE', 'Ada K. Lovelace', 'A. LOVELACE']) {
        expect(await paidWith('1500', name)).toMatchObject({
          status: 'pending',
          cancelReason: null,
        });
      }
    });

    it('does not look at the name below the house threshold', async () => {
      expect(await paidWith('500', 'Charles Babbage')).toMatchObject({ status: 'pending' });
    });
  });
});
