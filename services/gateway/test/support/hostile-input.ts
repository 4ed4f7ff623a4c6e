import fc from 'fast-check';

/** Strings that have broken web applications: injections, traversal, control bytes, emoji. */
const HOSTILE = [
  "' OR 1=1 --",
  'Robert"); DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  '😀🇬🇧',
  'ﷺ',
  '\u202e',
  'A'.repeat(5000),
  '1e309',
  '-0',
  'NaN',
  ' ',
];

export const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'grapheme' }),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(HOSTILE as unknown[]),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Bodies shaped like the real ones with hostile values, and bodies of any shape at all. */
const body = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.record(
    {
      way: hostileValue,
      branchId: hostileValue,
      customer: fc.dictionary(
        fc.constantFrom('firstName', 'lastName', 'email', 'confirmEmail', 'phone'),
        hostileValue,
      ),
      lines: fc.array(
        fc.record(
          {
            currency: hostileValue,
            way: hostileValue,
            amount: hostileValue,
            side: hostileValue,
            shownRate: hostileValue,
          },
          { requiredKeys: [] },
        ),
        { maxLength: 6 },
      ),
      termsAccepted: hostileValue,
      name: hostileValue,
      email: hostileValue,
      phone: hostileValue,
      message: hostileValue,
      username: hostileValue,
      password: hostileValue,
      code: hostileValue,
      targetRate: hostileValue,
      token: hostileValue,
      __proto__: hostileValue,
    },
    { requiredKeys: [] },
  ),
);

export const payload = fc.oneof(
  body.map((value) => ({ contentType: 'application/json', text: JSON.stringify(value) ?? '' })),
  fc.record({
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ),
    text: hostileString,
  }),
);

export const headers = fc.record(
  {
    authorization: fc.oneof(
      hostileString,
      hostileString.map((token) => `Bearer ${token}`),
    ),
    'idempotency-key': hostileString,
    'x-access-gate': hostileString,
    'x-correlation-id': hostileString,
    'if-none-match': hostileString,
  },
  { requiredKeys: [] },
);

/** Only what a header value may carry on the wire; the rest would never reach the gateway. */
export const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e]/g, '').slice(0, 2000);
