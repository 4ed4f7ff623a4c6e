import type { ErrorCode } from '@fx/contracts';

/**
 * Ways to spoil a good order body, each with the field and the message the refusal names, and its
 * code: the form's own checks answer UNPROCESSABLE; the orders service names its refusals.
 */
export const BAD_ORDERS: [
  string,
  (body: Record<string, unknown>) => void,
  string,
  string,
  ErrorCode?,
][] = [
  [
    'an amount of zero',
    (body) => ((body.lines as Record<string, unknown>[])[0]!.amount = '0'),
    'lines.0.amount',
    'Please give correct amount',
  ],
  [
    'a negative amount',
    (body) => ((body.lines as Record<string, unknown>[])[0]!.amount = '-20'),
    'lines.0.amount',
    'Please give correct amount',
  ],
  [
    'five lines',
    (body) => (body.lines = Array<unknown>(5).fill((body.lines as unknown[])[0])),
    'lines',
    'Please clear your cart',
  ],
  ['no collection point', (body) => delete body.branchId, 'branchId', 'Select the checking point'],
  [
    'an unknown collection point',
    (body) => (body.branchId = 'atlantis'),
    'branchId',
    'Select the checking point',
    'BRANCH_UNKNOWN',
  ],
  ['no lines', (body) => (body.lines = []), 'lines', 'Please add currency item'],
  [
    'no collection day',
    (body) => delete body.collectionDate,
    'collectionDate',
    'Choose the day you will come to the branch',
  ],
  [
    'a collection day that is not a date',
    (body) => (body.collectionDate = '2026-02-30'),
    'collectionDate',
    'must be a date written 2026-12-24',
  ],
  [
    'a collection day in the past',
    (body) => (body.collectionDate = '2020-01-01'),
    'collectionDate',
    'Choose a collection day in the next 14 days',
    'COLLECTION_DAY_UNAVAILABLE',
  ],
  [
    'e-mails that differ',
    (body) => ((body.customer as Record<string, string>).confirmEmail = 'grace@example.org'),
    'customer.confirmEmail',
    'Emails doesnt match',
  ],
  [
    'terms not accepted',
    (body) => (body.termsAccepted = false),
    'termsAccepted',
    'Please select the rules',
  ],
  [
    'a malformed e-mail',
    (body) => {
      const customer = body.customer as Record<string, string>;
      customer.email = customer.confirmEmail = 'grace@';
    },
    'customer.email',
    'Enter a valid e-mail address',
  ],
  [
    'a malformed phone number',
    (body) => ((body.customer as Record<string, string>).phone = 'call me'),
    'customer.phone',
    'Enter a valid phone number',
  ],
  [
    'no first name',
    (body) => ((body.customer as Record<string, string>).firstName = '  '),
    'customer.firstName',
    'Enter your first name',
  ],
  [
    'an order under the minimum',
    (body) => ((body.lines as Record<string, unknown>[])[0]!.amount = '30'),
    'lines',
    'The minimum order is £50',
    'ORDER_LINES_INVALID',
  ],
  [
    'an order over the maximum',
    (body) => ((body.lines as Record<string, unknown>[])[0]!.amount = '5001'),
    'lines',
    'The maximum order online is £5,000',
    'ORDER_LINES_INVALID',
  ],
];
