import { BaseRpcContext } from '@nestjs/microservices';
import type { ConsumeMessage } from 'amqplib';

/**
 * What a message handler is told about the delivery beside the message itself (Nest's `@Ctx()`,
 * or an @EventHandler's second parameter): the AMQP message and which attempt this is.
 */
export class AmqpContext extends BaseRpcContext<[ConsumeMessage, number]> {
  /** The AMQP message as it was delivered (properties, headers, routing key). */
  getMessage(): ConsumeMessage {
    return this.args[0];
  }

  /** The request name or the event type (the message's routing key for an event). */
  getPattern(): string {
    const message = this.args[0];
    return String(message.properties.type ?? message.fields.routingKey);
  }

  /** 1 for the first delivery, 2 for the first retry, and so on (always 1 for a request). */
  get attempt(): number {
    return this.args[1];
  }
}
