import type { INestApplication } from '@nestjs/common';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { AmqpServer } from './amqp-server';
import { TransportErrorFilter } from './transport-error.filter';

export interface StartTransportOptions {
  /**
   * Register TransportErrorFilter (the default). An app with a catch-all filter of its own for HTTP
   * (the gateway) leaves it out: a global filter registered after that one would take its place.
   */
  errorFilter?: boolean;
}

/**
 * Makes a Nest app a hybrid one: connects service-kit's transport (AmqpServer) with the app's
 * global pipes, guards, interceptors and filters (register those first), initialises the app (the
 * transport starts answering and consuming in MessagingModule's bootstrap hook, after every
 * `onModuleInit`), and starts its microservices. Call it before `app.listen()`.
 */
export async function startTransport(
  app: INestApplication,
  options: StartTransportOptions = {},
): Promise<void> {
  if (options.errorFilter !== false) {
    app.useGlobalFilters(new TransportErrorFilter(app.getHttpAdapter()));
  }
  app.connectMicroservice<MicroserviceOptions>(
    { strategy: app.get(AmqpServer) },
    { inheritAppConfig: true },
  );
  await app.init();
  await app.startAllMicroservices();
}
