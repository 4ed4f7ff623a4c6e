import { FixedClock } from '@fx/service-kit/testing';
import type { MailQueue } from '../../mail/mail-queue';
import type { MailJob } from '../../mail/mail-job';
import type { MailOptions } from '../../mail/mail.tokens';
import { SendContactMessageCommand } from './send-contact-message.command';
import { SendContactMessageHandler } from './send-contact-message.handler';

describe("the Contact page's message", () => {
  const queued: { id: string; job: MailJob }[] = [];
  const mail = {
    enqueue: (jobs: { id: string; job: MailJob }[]) => {
      queued.push(...jobs);
      return Promise.resolve();
    },
  } as unknown as MailQueue;
  const options = { contactInbox: 'hello@highstreetfx.test' } as MailOptions;
  const receivedAt = new Date('2026-11-20T10:15:00.000Z');
  const handler = new SendContactMessageHandler(mail, new FixedClock(receivedAt), options);
  const message = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Krona?' };

  it("goes to the bureau's inbox with a reference the sender is shown, answering to the sender", async () => {
    const answer = await handler.execute(new SendContactMessageCommand(message));
    expect(answer).toEqual({
      reference: expect.stringMatching(/^[0-9A-F]{8}$/),
      receivedAt: receivedAt.toISOString(),
    });
    expect(queued).toEqual([
      {
        id: `contact.${answer.reference}`,
        job: {
          template: 'contact-message',
          to: 'hello@highstreetfx.test',
          replyTo: 'grace@example.com',
          data: { ...message, ...answer },
        },
      },
    ]);
  });

  it('gives each message its own reference, so two alike are both sent', async () => {
    const first = await handler.execute(new SendContactMessageCommand(message));
    const second = await handler.execute(new SendContactMessageCommand(message));
    expect(first.reference).not.toBe(second.reference);
  });
});
