import { placeOrderSchema, quoteRequestSchema } from './schemas';
import { zodIssuesToDetails } from '../common/errors';

const valid = () => ({
  way: 'collect',
  branchId: 'high-street-north',
  customer: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    confirmEmail: 'ADA@example.com',
    phone: '+44 (0)20 7946-0000',
  },
  lines: [{ currency: 'EUR', amount: '250', side: 'gbp', shownRate: '1.1650' }],
  collectionDate: '2026-11-26',
  termsAccepted: true,
});

type Body = ReturnType<typeof valid> & Record<string, unknown>;

const problems = (body: unknown) => {
  const result = placeOrderSchema.safeParse(body);
  return result.success ? [] : zodIssuesToDetails(result.error.issues);
};

describe('the order form, checked the same way in the browser and on the server', () => {
  it('accepts a complete order, e-mails matching whatever their letter case', () => {
    expect(problems(valid())).toEqual([]);
  });

  it('drops figures the browser adds: the server prices the order', () => {
    const parsed = placeOrderSchema.parse({ ...valid(), totalGbp: '1.00' });
    expect(parsed).not.toHaveProperty('totalGbp');
  });

  const cases: [string, (body: Body) => void, string, string][] = [
    [
      'amount zero',
      (b) => (b.lines[0]!.amount = '0'),
      'lines.0.amount',
      'Please give correct amount',
    ],
    [
      'amount not a number',
      (b) => (b.lines[0]!.amount = 'ten'),
      'lines.0.amount',
      'Please give correct amount',
    ],
    [
      'five lines',
      (b) => (b.lines = Array<Body['lines'][number]>(5).fill(b.lines[0]!)),
      'lines',
      'Please clear your cart',
    ],
    ['no lines', (b) => (b.lines = []), 'lines', 'Please add currency item'],
    ['no branch', (b) => (b.branchId = ''), 'branchId', 'Select the checking point'],
    [
      'no collection day',
      (b) => (b.collectionDate = ''),
      'collectionDate',
      'Choose a collection day',
    ],
    [
      'a day that is not in the calendar',
      (b) => (b.collectionDate = '2026-02-30'),
      'collectionDate',
      'must be a date written 2026-12-24',
    ],
    [
      'e-mails differ',
      (b) => (b.customer.confirmEmail = 'ada@example.org'),
      'customer.confirmEmail',
      'Emails doesnt match',
    ],
    [
      'terms not ticked',
      (b) => (b.termsAccepted = false as true),
      'termsAccepted',
      'Please select the rules',
    ],
    [
      'phone too short',
      (b) => (b.customer.phone = '12345'),
      'customer.phone',
      'Enter a valid phone number',
    ],
    [
      'phone with letters',
      (b) => (b.customer.phone = '0207 CALL ME'),
      'customer.phone',
      'Enter a valid phone number',
    ],
    [
      'e-mail malformed',
      (b) => (b.customer.email = 'ada-at-example.com'),
      'customer.email',
      'Enter a valid e-mail address',
    ],
    [
      'last name blank',
      (b) => (b.customer.lastName = ' '),
      'customer.lastName',
      'Enter your last name',
    ],
  ];

  it.each(cases)('%s', (_name, spoil, field, message) => {
    const body = valid() as Body;
    spoil(body);
    expect(problems(body)).toContainEqual({ field, message });
  });

  it('reports every problem at once, e-mail mismatch included', () => {
    const body = valid() as Body;
    body.customer.phone = 'x';
    body.customer.confirmEmail = 'other@example.com';
    body.termsAccepted = false;
    expect(problems(body).map((p) => p.field)).toEqual(
      expect.arrayContaining(['customer.phone', 'customer.confirmEmail', 'termsAccepted']),
    );
  });

  it('quotes need a way and a side for each line', () => {
    const result = quoteRequestSchema.safeParse({
      lines: [{ currency: 'EUR', amount: '10', side: 'both' }],
    });
    expect(result.success).toBe(false);
    expect(zodIssuesToDetails(result.error!.issues).map((p) => p.field)).toEqual([
      'lines.0.way',
      'lines.0.side',
    ]);
  });
});
