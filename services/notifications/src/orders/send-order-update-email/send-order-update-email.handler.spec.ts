import type { MailQueue } from '../../mail/mail-queue';
import type { MailJob } from '../../mail/mail-job';
import { SAMPLE_EMAILS } from '../../templates/samples';
import { SendOrderUpdateEmailCommand } from './send-order-update-email.command';
import { SendOrderUpdateEmailHandler } from './send-order-update-email.handler';

type OrderUpdate = SendOrderUpdateEmailCommand['event'];

/** The e-mails queued for each event, by the event's id. */
function sending() {
  const queued: { eventId: string; job: MailJob }[] = [];
  const mail = {
    enqueueFor: (event: { id: string }, jobs: MailJob[]) => {
      queued.push(...jobs.map((job) => ({ eventId: event.id, job })));
      return Promise.resolve();
    },
  } as unknown as MailQueue;
  return { queued, handler: new SendOrderUpdateEmailHandler(mail) };
}

function envelope(type: OrderUpdate['type'], sample: string): OrderUpdate {
  return {
    id: `event-${type}`,
    type,
    version: 1,
    occurredAt: '2026-11-20T12:00:00.000Z',
    correlationId: 'correlation-1',
    payload: SAMPLE_EMAILS[sample]!.data,
  } as OrderUpdate;
}

describe('the e-mail telling a customer their order moved', () => {
  it.each([
    ['order.accepted', 'order-accepted-collect', 'order-accepted'],
    ['order.completed', 'order-completed', 'order-completed'],
    ['order.cancelled', 'order-cancelled', 'order-cancelled'],
    ['order.dispatched', 'order-dispatched', 'order-dispatched'],
    ['order.buy_back_ending', 'buy-back-ending', 'buy-back-ending'],
  ] as const)('sends %s to the customer as the %s e-mail', async (type, sample, template) => {
    const { queued, handler } = sending();
    const event = envelope(type, sample);
    await handler.execute(new SendOrderUpdateEmailCommand(event));
    expect(queued).toEqual([
      {
        eventId: `event-${type}`,
        job: { template, to: event.payload.order.customer.email, data: event.payload },
      },
    ]);
  });

  it('sends no "thank you for collecting" when a delivery order completes: its dispatch e-mail said it', async () => {
    const { queued, handler } = sending();
    const dispatched = SAMPLE_EMAILS['order-dispatched']!.data as { order: unknown };
    const event = {
      ...envelope('order.completed', 'order-completed'),
      payload: {
        order: dispatched.order,
        completedAt: '2026-11-20T15:30:00.000Z',
        completedBy: { kind: 'staff', id: 'clerk@highstreetfx.test' },
      },
    } as OrderUpdate;
    await handler.execute(new SendOrderUpdateEmailCommand(event));
    expect(queued).toEqual([]);
  });

  it('sends nothing when a card checkout fails before the order was ever placed', async () => {
    const { queued, handler } = sending();
    const cancelled = envelope('order.cancelled', 'order-cancelled');
    const event = { ...cancelled, payload: { ...cancelled.payload, placed: false } } as OrderUpdate;
    await handler.execute(new SendOrderUpdateEmailCommand(event));
    expect(queued).toEqual([]);
  });
});
