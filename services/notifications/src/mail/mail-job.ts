import type {
  AlertRequested,
  AlertTriggered,
  ContactRequest,
  OrderAccepted,
  OrderCancelled,
  OrderCompleted,
  OrderPlaced,
} from '@fx/contracts';
import type { Brand } from '../templates/brand';
import {
  branchAlert,
  contactMessage,
  orderAccepted,
  orderCancelled,
  orderCompleted,
  orderConfirmation,
} from '../templates/order-emails';
import type { Email } from '../templates/order-emails';
import { alertConfirmation, rateAlert } from '../templates/alert-emails';
import { complianceAlert } from '../templates/compliance-emails';
import type { ComplianceAlert } from '../templates/compliance-emails';
import { buyBackEnding, orderDispatched } from '../templates/checkout-emails';
import type { BuyBackEnding, OrderDispatched } from '../templates/checkout-emails';

/** One e-mail to send: which template, to whom, and the facts it is built from (never HTML). */
export type MailJob = {
  to: string;
  replyTo?: string;
  /** The trace that queued it (W3C traceparent), continued when it is sent; absent while off. */
  traceparent?: string;
} & (
  | { template: 'order-confirmation'; data: OrderPlaced }
  | { template: 'branch-alert'; data: OrderPlaced }
  | { template: 'order-accepted'; data: OrderAccepted }
  | { template: 'order-completed'; data: OrderCompleted }
  | { template: 'order-cancelled'; data: OrderCancelled }
  | { template: 'order-dispatched'; data: OrderDispatched }
  | { template: 'buy-back-ending'; data: BuyBackEnding }
  | {
      template: 'contact-message';
      data: ContactRequest & { reference: string; receivedAt: string };
    }
  | { template: 'alert-confirmation'; data: AlertRequested }
  | { template: 'rate-alert'; data: AlertTriggered }
  | { template: 'compliance-alert'; data: ComplianceAlert }
);

export type MailTemplate = MailJob['template'];

export function emailFor(job: MailJob, brand: Brand): Email {
  switch (job.template) {
    case 'order-confirmation':
      return orderConfirmation(job.data, brand);
    case 'branch-alert':
      return branchAlert(job.data, brand);
    case 'order-accepted':
      return orderAccepted(job.data, brand);
    case 'order-completed':
      return orderCompleted(job.data, brand);
    case 'order-cancelled':
      return orderCancelled(job.data, brand);
    case 'order-dispatched':
      return orderDispatched(job.data, brand);
    case 'buy-back-ending':
      return buyBackEnding(job.data, brand);
    case 'contact-message':
      return contactMessage(job.data, brand);
    case 'alert-confirmation':
      return alertConfirmation(job.data, brand);
    case 'rate-alert':
      return rateAlert(job.data, brand);
    case 'compliance-alert':
      return complianceAlert(job.data, brand);
  }
}
