import { Text } from '@react-email/components';
import type { z } from 'zod';
import type { complianceAlertSchema } from '@fx/contracts';
import { formatDateTime } from './brand';
import type { Brand } from './brand';
import { Layout } from './layout';
import type { Email } from './order-emails';

export type ComplianceAlert = z.infer<typeof complianceAlertSchema>;

/** To the nominated officer only (COMPLIANCE_ALERT_EMAIL): never to a customer. */
export function complianceAlert(alert: ComplianceAlert, brand: Brand): Email {
  return {
    subject: `Compliance alert: ${alert.kind.replace(/_/g, ' ')}`,
    body: (
      <Layout brand={brand} preview={alert.message.slice(0, 80)} title="Compliance alert">
        <Text>{alert.message}</Text>
        <Text>
          Raised {formatDateTime(alert.at, brand.timeZone)}. Sign in to the staff dashboard
          (Compliance) to act on it.
        </Text>
      </Layout>
    ),
  };
}
