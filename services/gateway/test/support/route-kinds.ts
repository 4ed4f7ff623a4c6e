import type { ApiErrorsStack } from './api-errors-stack';
import { VALID } from './api-errors-stack';

type Json = Record<string, unknown>;

/**
 * The errors every route has by what it is, as the document derives them: its address (414, and
 * 400 for one that cannot be decoded), its body (400 malformed, 413, 415), its validation (400 or
 * 422), who may call it (401, 403), its rate limit (429) and the service behind it (503).
 */
export async function driveWhatEachRouteIs(api: ApiErrorsStack): Promise<void> {
  const { started, drive, send, credentials, urlOf, nextPeer, tokens } = api;
  for (const { operationId, method, path, operation } of started.checker.operations) {
    const responses = operation.responses as Record<string, Json>;
    const who = credentials(operation, path);
    const valid = VALID[operationId] ?? {};
    const bodyMethod = ['POST', 'PUT', 'DELETE'].includes(method);
    const firstParam = /\{(\w+)\}/.exec(path)?.[1];
    if (responses['414'] && firstParam)
      await drive(operationId, 'a parameter over 100 characters', {
        ...who,
        params: { [firstParam]: 'A'.repeat(101) },
        expect: 414,
      });
    if (responses['400'] && firstParam)
      await drive(operationId, 'a parameter that cannot be decoded', {
        ...who,
        params: { [firstParam]: '%E0%A4%A' },
        expect: 400,
      });
    if (bodyMethod) {
      await drive(operationId, 'malformed JSON', {
        ...who,
        raw: { payload: '{"a":', type: 'application/json' },
        expect: 400,
      });
      // The provider's webhook takes up to 1 MB (RAW_BODY), a completion with an ID's photo 3 MB,
      // a sanctions list upload 40 MB, any other route BODY_LIMIT_BYTES.
      const over = OVER_THE_LIMIT[operationId] ?? 70_000;
      await drive(operationId, 'a body over the limit', {
        ...who,
        raw: { payload: JSON.stringify({ a: 'x'.repeat(over) }), type: 'application/json' },
        expect: 413,
      });
      await drive(operationId, 'a body that is not JSON', {
        ...who,
        raw: { payload: 'hello', type: 'text/plain' },
        expect: 415,
      });
    }
    // A form answers 422 naming the field (UNPROCESSABLE); anything else 400.
    const validation = /UNPROCESSABLE/.test(JSON.stringify(responses['422'] ?? '')) ? 422 : 400;
    if (operation.requestBody)
      await drive(operationId, 'a body that is not an object', {
        ...who,
        body: [],
        expect: validation,
      });
    const queryParams = ((operation.parameters ?? []) as Json[])
      .map((parameter) => started.checker.resolve(parameter))
      .filter((parameter) => parameter.in === 'query');
    if (queryParams.length > 0)
      await drive(operationId, 'a query field at fault', {
        ...who,
        query: queryParams
          .map((parameter) => `${String(parameter.name)}=${'~'.repeat(300)}`)
          .join('&'),
        expect: validation,
      });
    if (responses['401'] && who.token) await drive(operationId, 'no token', { expect: 401 });
    if (responses['403'] && who.gate)
      await drive(operationId, 'a customer on a staff route', {
        token: tokens.customer,
        expect: 403,
      });
    if (responses['403'] && who.gate)
      await drive(operationId, 'staff without the gate token', { token: who.token, expect: 403 });
    if (responses['403'] && who.token === tokens.officer)
      await drive(operationId, 'an admin who is not the compliance officer', {
        token: tokens.admin,
        gate: true,
        expect: 403,
      });
    if (responses['429']) {
      const limit = Number(/over (\d+) requests/.exec(String(responses['429'].description))?.[1]);
      const from = nextPeer();
      for (let sent = 0; sent < limit; sent += 1)
        await send(started.stack.gateway, method, urlOf(operationId), {
          peer: from,
          body: bodyMethod ? [] : undefined,
        });
      await drive(operationId, 'one request over the limit', {
        peer: from,
        body: bodyMethod ? [] : undefined,
        expect: 429,
      });
    }
    if (responses['503'])
      await drive(operationId, 'no service behind the gateway', {
        gateway: started.bare,
        ...(who.token ? { token: who.token } : {}),
        body: valid.body,
        query: valid.query,
        expect: 503,
      });
  }
}

/** Bodies just over the limit of the routes whose limit is not BODY_LIMIT_BYTES. */
const OVER_THE_LIMIT: Record<string, number> = {
  paymentsReceive: 1_100_000,
  adminOrdersComplete: 3_200_000,
  adminComplianceImport: 42_000_000,
};
