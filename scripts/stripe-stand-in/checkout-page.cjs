// The hosted checkout page's HTML: the card form (labelled "Card number", "Expiry", "CVC", "Name on
// card", the billing address when the session asks for it, a "Pay" button), the 3D Secure prompt
// (Complete / Fail) and the pages of a session that is no longer open. No script: plain forms.
'use strict';

function escapeHtml(value) {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f6f9fc; }
  main { max-width: 30rem; margin: 0 auto; padding: 1.25rem 1rem 3rem; }
  h1 { font-size: 1.35rem; margin: .5rem 0 1rem; }
  .badge { display: inline-block; background: #ffde92; color: #5a3b00; border-radius: .25rem; padding: 0 .4rem; font-size: .8rem; font-weight: 600; }
  .total { font-size: 1.8rem; font-weight: 700; margin: 0; }
  ul.items { list-style: none; padding: 0; margin: .25rem 0 1.25rem; color: #444; }
  fieldset { border: 0; padding: 0; margin: 0 0 1rem; }
  legend { font-weight: 600; margin-bottom: .5rem; padding: 0; }
  label { display: block; font-size: .95rem; margin: .6rem 0 .2rem; }
  input, select { width: 100%; font: inherit; padding: .6rem .7rem; border: 1px solid #8a8f98; border-radius: .35rem; background: #fff; min-height: 2.75rem; }
  input:focus, select:focus, button:focus, a:focus { outline: 3px solid #635bff; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .row { display: flex; gap: .75rem; } .row > div { flex: 1; }
  .field-error { color: #b3261e; font-size: .9rem; margin: .2rem 0 0; }
  .alert { border: 1px solid #b3261e; background: #fdecea; color: #7a1410; padding: .75rem; border-radius: .35rem; margin-bottom: 1rem; }
  button { width: 100%; font: inherit; font-weight: 600; padding: .8rem; border: 0; border-radius: .35rem; background: #635bff; color: #fff; min-height: 3rem; cursor: pointer; }
  button.secondary { background: #fff; color: #1a1a1a; border: 1px solid #8a8f98; margin-top: .75rem; }
  p.back { margin-top: 1.25rem; text-align: center; }
  a { color: #4b44d6; }
  details { margin-top: 1.5rem; color: #444; font-size: .9rem; }
`;

function page(title, body) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function money(amount, currency) {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

function summary(session) {
  const items = session._private.items
    .map(
      (item) =>
        `<li>${escapeHtml(item.description)}${item.quantity > 1 ? ` &times; ${item.quantity}` : ''}: ${escapeHtml(money(item.amount_total, item.currency))}</li>`,
    )
    .join('\n');
  return `<p><span class="badge">Test mode</span></p>
<h1>Pay</h1>
<p class="total">${escapeHtml(money(session.amount_total, session.currency))}</p>
<ul class="items">
${items}
</ul>`;
}

function field(name, label, values, errors, attributes = '') {
  const error = errors[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(values[name])}"${described} ${attributes}>
${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

const COUNTRIES = [
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['ES', 'Spain'],
  ['US', 'United States'],
];

function addressFields(values, errors) {
  const country = values.address_country || 'GB';
  const options = COUNTRIES.map(
    ([code, name]) =>
      `<option value="${code}"${code === country ? ' selected' : ''}>${name}</option>`,
  ).join('');
  return `<fieldset>
<legend>Billing address</legend>
${field('address_line1', 'Address line 1', values, errors, 'type="text" autocomplete="billing address-line1" required')}
${field('address_line2', 'Address line 2 (optional)', values, errors, 'type="text" autocomplete="billing address-line2"')}
${field('address_city', 'Town or city', values, errors, 'type="text" autocomplete="billing address-level2" required')}
${field('address_postal_code', 'Postcode', values, errors, 'type="text" autocomplete="billing postal-code" required')}
<label for="address_country">Country</label>
<select id="address_country" name="address_country" autocomplete="billing country">${options}</select>
</fieldset>`;
}

/** The card form; `message` (a decline) goes on top, `errors` beside their fields. */
function checkoutPage(session, { values = {}, errors = {}, message } = {}) {
  const alert = message
    ? `<div class="alert" role="alert">${escapeHtml(message)}</div>`
    : Object.keys(errors).length
      ? '<div class="alert" role="alert">Check the details below.</div>'
      : '';
  const email = session.customer_email
    ? `<p>Email: ${escapeHtml(session.customer_email)}</p>`
    : field('email', 'Email', values, errors, 'type="email" autocomplete="email" required');
  const back = session.cancel_url
    ? `<p class="back"><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>`
    : '';
  return page(
    `Pay ${money(session.amount_total, session.currency)}`,
    `${summary(session)}
${alert}
<form method="post" action="/c/pay/${escapeHtml(session.id)}" novalidate>
<fieldset>
<legend>Contact</legend>
${email}
</fieldset>
<fieldset>
<legend>Card details</legend>
${field('card_number', 'Card number', values, errors, 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required')}
<div class="row"><div>
${field('expiry', 'Expiry', values, errors, 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required')}
</div><div>
${field('cvc', 'CVC', {}, errors, 'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required')}
</div></div>
${field('name', 'Name on card', values, errors, 'type="text" autocomplete="cc-name" required')}
</fieldset>
${session.billing_address_collection === 'required' ? addressFields(values, errors) : ''}
<button type="submit">Pay ${escapeHtml(money(session.amount_total, session.currency))}</button>
</form>
${back}
<details>
<summary>Test cards</summary>
<p>4000 0566 5566 5556 (debit) and 4242 4242 4242 4242 (credit) pay; 4000 0000 0000 0002 is declined; 4000 0025 0000 3155 asks for authentication. Any future expiry, any CVC.</p>
</details>`,
  );
}

function authenticationPage(session) {
  return page(
    'Authenticate your payment',
    `${summary(session)}
<h2>Authenticate your payment</h2>
<p>Your bank asks you to confirm this payment (3D Secure test page).</p>
<form method="post" action="/c/pay/${escapeHtml(session.id)}/authenticate">
<button type="submit" name="action" value="complete">Complete</button>
<button type="submit" name="action" value="fail" class="secondary">Fail</button>
</form>`,
  );
}

function closedPage(session) {
  if (!session)
    return page(
      'Not found',
      '<h1>This checkout link is not valid</h1><p>Ask the shop for a new one.</p>',
    );
  if (session.status === 'expired') {
    const back = session.cancel_url
      ? `<p><a href="${escapeHtml(session.cancel_url)}">Go back to the shop</a></p>`
      : '';
    return page(
      'Checkout expired',
      `<h1>This checkout has expired</h1><p>Nothing was charged. Start again from the shop.</p>${back}`,
    );
  }
  const next = session.success_url
    ? `<p><a href="${escapeHtml(successUrl(session))}">Return to the shop</a></p>`
    : '';
  return page(
    'Payment complete',
    `<h1>Payment complete</h1><p>You paid ${escapeHtml(money(session.amount_total, session.currency))}.</p>${next}`,
  );
}

function successUrl(session) {
  return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
}

module.exports = { checkoutPage, authenticationPage, closedPage, successUrl };
