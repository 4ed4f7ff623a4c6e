// HTTP as the browser and the staff use it: requests to the site, an order placed as the SPA
// places it, e-mails read from the mail viewer, and Google sign-in through the Auth Emulator.
import crypto from 'node:crypto';
import { endpoints } from './endpoints.mjs';
import { assert, sleep } from './harness.mjs';

/** Requests asked again on a new connection after a kept-alive one had been closed (see http). */
export let staleConnections = 0;

/** Connection errors of a kept-alive socket the other side had closed: nothing was answered. */
const STALE_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'UND_ERR_CLOSED']);

/**
 * One request as a browser makes it. Node's fetch keeps connections open between requests; one
 * the other side closed meanwhile (the published port's proxy after `down`/`up`, say) fails the
 * next request on it with "other side closed", which a browser answers by asking again on a new
 * connection. So does this, once, for a request that is safe to repeat (a GET, a PUT, or a POST
 * with an Idempotency-Key), and counts it in `staleConnections`.
 */
export async function http(method, url, { body, headers = {}, timeoutMs = 10_000 } = {}) {
  const t = Date.now();
  const repeatable = method !== 'POST' || 'idempotency-key' in headers;
  const send = () =>
    fetch(url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
  const response = await send()
    .catch((error) => {
      if (!repeatable || !STALE_CONNECTION.has(error.cause?.code)) throw error;
      staleConnections += 1;
      return send();
    })
    .catch((error) => {
      // "fetch failed" alone names neither the request nor the cause: say both.
      const cause = error.cause?.code ?? error.cause?.message;
      const where = `${method} ${new URL(url).pathname}`;
      throw Object.assign(new Error(`${where}: ${error.message}${cause ? ` (${cause})` : ''}`), {
        name: error.name,
      });
    });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json, ms: Date.now() - t };
}

export const api = (method, route, options) =>
  http(method, `${endpoints.site}/api/v1${route}`, options);

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Today's date in London, where the branch's days are counted (2026-11-24). */
function londonToday() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
}

/**
 * A collection day the branch offers, as a customer would pick it: the first day it opens from
 * the day after tomorrow on (clear of the same-day cut-off and of midnight while the test runs),
 * in its week and not among its closed days. The deploy stack's currencies are all in stock.
 */
export function collectionDayOf(branch) {
  const at = new Date(`${londonToday()}T12:00:00Z`);
  for (let ahead = 2; ahead <= 14; ahead += 1) {
    const day = new Date(at.getTime() + ahead * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    const open = branch.schedule.weekly[WEEKDAYS[day.getUTCDay()]];
    if (open && !branch.schedule.closures.some((closure) => closure.date === date)) return date;
  }
  throw new Error(`branch ${branch.id} opens on no day in the next two weeks`);
}

async function orderBody(email, { currency = 'EUR', amount = '300', payment = 'in_store' } = {}) {
  const priced = await api('GET', `/currencies/${currency}`);
  assert(priced.status === 200, `GET /currencies/${currency} answered ${priced.status}`);
  const branches = await api('GET', '/branches');
  assert(branches.status === 200, `GET /branches answered ${branches.status}`);
  const [branch] = branches.json.branches;
  return {
    way: 'collect',
    branchId: branch.id,
    customer: {
      firstName: 'Dee',
      lastName: 'Ploy',
      email,
      confirmEmail: email,
      phone: '07700 900123',
    },
    lines: [{ currency, amount, side: 'gbp', shownRate: priced.json.rates.collect }],
    collectionDate: collectionDayOf(branch),
    termsAccepted: true,
    payment,
  };
}

export async function placeOrder(email, options) {
  const key = `deploy-${crypto.randomUUID()}`;
  const body = await orderBody(email, options);
  let response = await api('POST', '/orders', { body, headers: { 'idempotency-key': key } });
  if (response.status === 503) {
    // What the SPA does: the same order again with the same key, so it is placed once.
    await sleep(500);
    response = await api('POST', '/orders', { body, headers: { 'idempotency-key': key } });
  }
  assert(
    response.status === 201 || response.status === 200,
    `POST /orders answered ${response.status}: ${response.text.slice(0, 300)}`,
  );
  return response.json;
}

/**
 * Pays a card order's checkout on the provider's hosted page (the try-it stack's Stripe stand-in)
 * with the debit card 4000 0566 5566 5556, as a customer presses Pay.
 */
export async function payOnHostedPage(checkoutUrl) {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: '4000 0566 5566 5556',
      expiry: '12 / 34',
      cvc: '123',
      name: 'Dee Ploy',
    }).toString(),
  });
  assert(response.status === 303, `the hosted page answered ${response.status}`);
  return response.headers.get('location');
}

export async function mailTo(address, matching, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const inbox = await http('GET', `${endpoints.mailViewer}/api/messages`).catch(() => undefined);
    const found = inbox?.json?.filter(
      (message) =>
        message.to.includes(address) && matching.test(`${message.subject}\n${message.text}`),
    );
    if (found?.length) return found;
    await sleep(1000);
  }
  throw new Error(`no e-mail to ${address} matching ${matching} within ${timeoutMs / 1000} s`);
}

export async function signInWithGoogle(email) {
  const claims = JSON.stringify({ sub: `google-${email}`, email, email_verified: true });
  const response = await http(
    'POST',
    `${endpoints.emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      body: {
        postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      },
    },
  );
  assert(response.status === 200, `the emulator's Google sign-in answered ${response.status}`);
  return response.json.idToken;
}

/** The account id the emulator holds for an ID token. */
export function uidOf(idToken) {
  return JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8')).user_id;
}

/**
 * A staff member as the dashboard signs them in: Google through the emulator, POST /me (an admin
 * by BOOTSTRAP_ADMIN_EMAILS), then the staff gate. Returns the ID token and the headers /admin takes.
 */
export async function signInAsStaff(email) {
  const token = await signInWithGoogle(email);
  const me = await api('POST', '/me', { body: {}, headers: { authorization: `Bearer ${token}` } });
  assert(me.json?.role === 'admin', `POST /me: ${me.text.slice(0, 200)}`);
  const gate = await api('POST', '/access-gate', {
    body: { username: 'staff', password: 'open-the-box' },
  });
  assert(gate.status === 200 || gate.status === 201, `the gate answered ${gate.status}`);
  return { token, staff: { authorization: `Bearer ${token}`, 'x-access-gate': gate.json.token } };
}
