import { Text } from '@react-email/components';
import type { AlertRequested, AlertTriggered } from '@fx/contracts';
import type { Brand } from './brand';
import { Layout } from './layout';
import type { Email } from './order-emails';
import { EmailLink } from './email-link';

const site = (brand: Brand, path: string) => `${brand.siteUrl.replace(/\/$/, '')}${path}`;

/** The page that stops an alert, without signing in: its link carries the alert's secret. */
export const unsubscribeLink = (brand: Brand, token: string) =>
  site(brand, `/alerts/unsubscribe?token=${encodeURIComponent(token)}`);

const button = {
  backgroundColor: '#0b3d91',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '4px',
  textDecoration: 'none',
  display: 'inline-block',
  fontWeight: 'bold',
};
const small = { color: '#5b6470', fontSize: '13px' };

/** To someone who set an alert by e-mail: the link that starts it. */
export function alertConfirmation(alert: AlertRequested, brand: Brand): Email {
  const confirm = site(brand, `/alerts/confirm?token=${encodeURIComponent(alert.token)}`);
  return {
    subject: `Confirm your ${alert.code} rate alert`,
    body: (
      <Layout
        brand={brand}
        preview={`Confirm: tell me when 1 GBP buys ${alert.targetRate} ${alert.code}`}
        title="Confirm your rate alert"
      >
        <Text>
          You asked us to e-mail you when 1 GBP buys at least{' '}
          <strong>
            {alert.targetRate} {alert.code}
          </strong>{' '}
          ({alert.currencyName}) for Click &amp; Collect. Please confirm it is you:
        </Text>
        <Text>
          <EmailLink href={confirm} style={button}>
            Confirm my alert
          </EmailLink>
        </Text>
        <Text style={small}>
          If the button does not work, open <EmailLink href={confirm}>{confirm}</EmailLink>. If you
          did not ask for this, ignore this e-mail: nothing will be sent.
        </Text>
        <Text style={small}>
          Changed your mind later?{' '}
          <EmailLink href={unsubscribeLink(brand, alert.token)}>
            Unsubscribe from this alert
          </EmailLink>
          .
        </Text>
      </Layout>
    ),
  };
}

/** The alert's one e-mail: the rate has reached the target. */
export function rateAlert(alert: AlertTriggered, brand: Brand): Email {
  const order = site(brand, `/purchase/${alert.code}/Order`);
  const unsubscribe = unsubscribeLink(brand, alert.token);
  return {
    subject: `1 GBP now buys ${alert.rate} ${alert.code}: your rate alert`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
    body: (
      <Layout
        brand={brand}
        preview={`Your target of ${alert.targetRate} ${alert.code} is reached`}
        title="Your rate alert"
      >
        <Text>
          Good news: our Click &amp; Collect rate for {alert.currencyName} ({alert.code}) has
          reached your target of {alert.targetRate}.
        </Text>
        <Text style={{ fontSize: '18px' }}>
          1 GBP = <strong>{alert.rate}</strong> {alert.code}
        </Text>
        <Text>
          <EmailLink href={order} style={button}>
            Order {alert.code} at this rate
          </EmailLink>
        </Text>
        <Text style={small}>
          Rates move during the day: the rate you order at is the one shown when you place your
          order. This alert has now been sent and will not be sent again.
        </Text>
        <Text style={small}>
          <EmailLink href={unsubscribe}>Unsubscribe from this alert</EmailLink>
        </Text>
      </Layout>
    ),
  };
}
