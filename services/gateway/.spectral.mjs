// Spectral's ruleset for the gateway's OpenAPI document (GET /api/docs/openapi.json): Spectral's
// OpenAPI rules and the OWASP API Security Top 10 ruleset, both from local packages (no URL).
// Run by the gateway's api-lint test (test/api-lint.integration-spec.ts) on the document the
// gateway serves. Each OWASP rule turned off, or narrowed, says why beside it; a narrowed rule is
// re-added below under an fx: name with the OWASP rule's own check.
import { oas } from '@stoplight/spectral-rulesets';
import { defined, schema, truthy } from '@stoplight/spectral-functions';
import owasp from '@stoplight/spectral-owasp-ruleset';

/** What a client sends: request bodies and parameters (Spectral resolves their $refs). */
const STRINGS_SENT = [
  "$.paths[*][*].requestBody.content[*].schema..[?(@ && @.type == 'string')]",
  "$.paths[*][*].parameters[?(@.schema && @.schema.type == 'string')].schema",
];
const ARRAYS_SENT = [
  "$.paths[*][*].requestBody.content[*].schema..[?(@ && @.type == 'array')]",
  "$.paths[*][*].parameters[?(@.schema && @.schema.type == 'array')].schema",
];
const INTEGERS_SENT = [
  "$.paths[*][*].requestBody.content[*].schema..[?(@ && @.type == 'integer')]",
  "$.paths[*][*].parameters[?(@.schema && @.schema.type == 'integer')].schema",
];

/** One of OWASP's API4 checks, on what a client sends only. */
const sentBy = (description, severity, given, then) => ({
  description,
  message: `${description.replace(/ \(OWASP API4\)\.$/, '')}: {{path}}`,
  severity,
  given,
  then,
});
const anyOf = (...keywords) => ({
  type: 'object',
  anyOf: keywords.map((keyword) => ({ required: [keyword] })),
});

/** The public site's forms: anyone may send them (no account is needed to order, spec §6). */
const PUBLIC_WRITES = [
  '/api/v1/quotes',
  '/api/v1/orders',
  '/api/v1/contact',
  '/api/v1/alerts',
  '/api/v1/alerts/confirm',
  '/api/v1/alerts/unsubscribe',
  '/api/v1/access-gate',
];
const pointer = (path) => `**/openapi.json#/paths/${path.replaceAll('/', '~1')}`;

export default {
  extends: [oas, owasp],
  rules: {
    // API4, narrowed to what a client sends. An answer's strings, lists and numbers are what the
    // server stored from bounded input or computed; the concern (unrestricted resource
    // consumption) is the request, and every bound declared there is enforced by the contracts'
    // zod schemas (the api-errors test sends past each one).
    'owasp:api4:2023-string-limit': 'off',
    'owasp:api4:2023-string-restricted': 'off',
    'owasp:api4:2023-array-limit': 'off',
    'owasp:api4:2023-integer-limit': 'off',
    'owasp:api4:2023-integer-limit-legacy': 'off',
    'fx:request-string-limit': sentBy(
      'A string a client sends has a maxLength, enum or const (OWASP API4).',
      'error',
      STRINGS_SENT,
      { function: schema, functionOptions: { schema: anyOf('maxLength', 'enum', 'const') } },
    ),
    'fx:request-string-restricted': sentBy(
      'A string a client sends has a format, pattern, enum or const (OWASP API4).',
      'warn',
      STRINGS_SENT,
      {
        function: schema,
        functionOptions: { schema: anyOf('format', 'pattern', 'enum', 'const') },
      },
    ),
    'fx:request-array-limit': sentBy(
      'A list a client sends has maxItems (OWASP API4).',
      'error',
      ARRAYS_SENT,
      { field: 'maxItems', function: truthy },
    ),
    'fx:request-integer-limit': sentBy(
      'An integer a client sends has a minimum and a maximum (OWASP API4).',
      'error',
      INTEGERS_SENT,
      [
        { field: 'minimum', function: defined },
        { field: 'maximum', function: defined },
      ],
    ),
    // API4: the limits are per route (@RouteConfig({ rateLimit })), counted per client address.
    // The operations with one declare 429 with Retry-After, and X-RateLimit-* on the answers that
    // carry them (the api-errors test checks each is sent). The others have none to declare:
    // reads the gateway answers from memory (the rate table, tens of thousands a second), and the
    // signed-in and staff calls (a verified Firebase token each); a 414 is refused by the router
    // before any limit is counted. Declaring headers they do not send would be false.
    'owasp:api4:2023-rate-limit': 'off',
    'owasp:api4:2023-rate-limit-responses-429': 'off',
    // API8: no CORS by default. The SPA is served from the API's own origin; other origins are
    // answered only when CORS_ORIGINS names them, and then only to those. No answer carries
    // Access-Control-Allow-Origin otherwise, so none declares it.
    'owasp:api8:2023-define-cors-origin': 'off',
    // API8: a 500 is what no route means to answer (an unexpected failure, logged with its
    // correlation id): not declared per operation, as it cannot be driven by the api-errors test.
    'owasp:api8:2023-define-error-responses-500': 'off',
  },
  overrides: [
    {
      // API2: the public site's forms are open by design (ordering needs no account, product
      // spec §6); they are rate limited per address instead, and validated field by field.
      files: PUBLIC_WRITES.map(pointer),
      rules: { 'owasp:api2:2023-write-restricted': 'off' },
    },
    {
      // API2: the card payment provider's webhook carries no user's credentials: each event is
      // proven by its Stripe-Signature over the body, which the payments service verifies
      // before anything is stored (a bad one is answered 400 and changes nothing).
      files: [pointer('/api/v1/payments/webhook')],
      rules: { 'owasp:api2:2023-write-restricted': 'off' },
    },
    {
      // API2: the token of an alert's unsubscribe link is in its address because an e-mail client
      // opens it as a link. GET only describes the alert (POST does the unsubscribing), and the
      // token is single-purpose: it gives nothing else.
      files: [pointer('/api/v1/alerts/unsubscribe')],
      rules: { 'owasp:api2:2023-no-credentials-in-url': 'off' },
    },
  ],
};
