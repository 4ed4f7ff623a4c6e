import { Catch, Controller, UseFilters, UsePipes } from '@nestjs/common';
import type {
  CallHandler,
  DynamicModule,
  ExecutionContext,
  INestApplication,
  NestInterceptor,
  PipeTransform,
  RpcExceptionFilter,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { lastValueFrom, map, throwError } from 'rxjs';
import type { Observable } from 'rxjs';
import type { EventEnvelope, RpcRequest, RpcResponse } from '@fx/contracts';
import {
  AmqpContext,
  AmqpRequest,
  CoreModule,
  DomainError,
  EventHandler,
  EventPublisher,
  MessagingModule,
  RpcClient,
  RpcHandler,
  startTransport,
} from '@fx/service-kit';
import { eventually, memoryLogger, testUrls } from '@fx/service-kit/testing';
import { order, useBroker } from './support/broker';

/** What the app's global interceptor saw go through it: "<pattern> #<attempt>". */
const seen: string[] = [];

/** A global interceptor (registered on the app, inherited by the transport). */
class Audit implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const delivery = context.switchToRpc().getContext<AmqpContext>();
    seen.push(`${delivery.getPattern()} #${delivery.attempt}`);
    return next
      .handle()
      .pipe(
        map((answer: unknown) =>
          answer && typeof answer === 'object' ? { ...answer, audited: true } : answer,
        ),
      );
  }
}

/** A pipe on one handler: user ids arrive trimmed and in lower case. */
class NormaliseUid implements PipeTransform {
  transform(value: unknown): unknown {
    const request = value as { firebaseUid?: unknown };
    return typeof request?.firebaseUid === 'string'
      ? { ...request, firebaseUid: request.firebaseUid.trim().toLowerCase() }
      : value;
  }
}

class LegacyStoreError extends Error {}

/** A filter on one handler: what the old store refuses becomes a conflict the caller can show. */
@Catch(LegacyStoreError)
class LegacyStoreFilter implements RpcExceptionFilter<LegacyStoreError> {
  catch(error: LegacyStoreError): Observable<never> {
    return throwError(
      () =>
        new DomainError('CONFLICT', 'That e-mail belongs to another account', [
          { field: 'email', message: error.message },
        ]),
    );
  }
}

const ORDERS = { queue: 'nest.orders', maxAttempts: 2, retryDelayMs: 100 };

@Controller()
class IdentityHandlers {
  @RpcHandler('identity.users.get')
  @UsePipes(NormaliseUid)
  get(request: RpcRequest<'identity.users.get'>): RpcResponse<'identity.users.get'> {
    if (request.firebaseUid === 'ada') return { user: null };
    throw new DomainError('NOT_FOUND', 'No such user', [
      { field: 'firebaseUid', message: `${request.firebaseUid} has never signed in` },
    ]);
  }

  @RpcHandler('identity.users.grantAdmin')
  @UseFilters(LegacyStoreFilter)
  grantAdmin(): RpcResponse<'identity.users.grantAdmin'> {
    throw new LegacyStoreError('ada@example.com is taken');
  }

  @RpcHandler('identity.users.list')
  list(): RpcResponse<'identity.users.list'> {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  }

  @EventHandler('order.placed', ORDERS)
  placed(event: EventEnvelope<'order.placed'>, context: AmqpContext): void {
    const number = event.payload.order.orderNumber;
    if (number === '99999999') throw new Error(`the disk is full (attempt ${context.attempt})`);
    if (number === '88888888') throw new DomainError('CONFLICT', 'Already collected');
  }
}

describe("service-kit's transport under Nest's pipeline, on the real RabbitMQ", () => {
  const broker = useBroker();
  let app: INestApplication;
  let client: RpcClient;

  beforeEach(async () => {
    seen.length = 0;
    const module: DynamicModule = {
      module: class IdentityLike {},
      imports: [
        CoreModule.forRoot({ service: 'identity', logger: memoryLogger().logger }),
        MessagingModule.forRoot({
          url: testUrls.amqp,
          namespace: broker.namespace,
          ephemeral: true,
          rpcTimeoutMs: 3000,
        }),
      ],
      controllers: [IdentityHandlers],
    };
    app = await NestFactory.create(module, new FastifyAdapter(), { logger: false });
    app.useGlobalInterceptors(new Audit());
    await startTransport(app);
    client = new RpcClient(broker.connect(), 3000);
    broker.closers.push(
      () => client.close(),
      () => app.close(),
    );
  });

  it('runs the pipe and the global interceptor around a request handler', async () => {
    const answer = await client.request('identity.users.get', { firebaseUid: '  ADA ' });

    expect(answer).toEqual({ user: null, audited: true });
    expect(seen).toEqual(['identity.users.get #1']);
  });

  it("hands the caller a DomainError's code, message and details", async () => {
    const failure = client.request('identity.users.get', { firebaseUid: 'Grace' });

    await expect(failure).rejects.toBeInstanceOf(DomainError);
    await expect(failure).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No such user',
      details: [{ field: 'firebaseUid', message: 'grace has never signed in' }],
    });
  });

  it("applies a handler's own exception filter, whose DomainError reaches the caller whole", async () => {
    await expect(
      client.request('identity.users.grantAdmin', { email: 'ada@example.com', grantedBy: 'shell' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'That e-mail belongs to another account',
      details: [{ field: 'email', message: 'ada@example.com is taken' }],
    });
  });

  it("answers Nest's ClientProxy.send() the same, errors included", async () => {
    const proxy = client.proxy;

    await expect(
      lastValueFrom(proxy.send('identity.users.get', { firebaseUid: 'ada' })),
    ).resolves.toEqual({ user: null, audited: true });
    await expect(
      lastValueFrom(proxy.send('identity.users.get', new AmqpRequest({ firebaseUid: 'bob' }))),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', details: [{ field: 'firebaseUid' }] });
  });

  it('answers a failed dependency as unavailable, not as a fault of the request', async () => {
    await expect(
      client.request('identity.users.list', { page: 1, pageSize: 10 }),
    ).rejects.toMatchObject({ code: 'DEPENDENCY_UNAVAILABLE' });
  });

  it('runs the interceptor on every delivery of an event, retries a failure, then dead-letters it', async () => {
    const publisher = new EventPublisher(broker.connect());
    await publisher.publish('order.placed', { order: { ...order.order, orderNumber: '99999999' } });

    await eventually(async () => (await broker.readDeadLetters('nest.orders')).length === 1);
    expect(seen).toEqual(['order.placed #1', 'order.placed #2']);
  });

  it('acks an event its handler refuses with a DomainError: no retry, no dead letter', async () => {
    const publisher = new EventPublisher(broker.connect());
    await publisher.publish('order.placed', { order: { ...order.order, orderNumber: '88888888' } });
    await publisher.publish('order.placed', order);

    await eventually(() => seen.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(seen).toEqual(['order.placed #1', 'order.placed #1']);
    expect(await broker.readDeadLetters('nest.orders')).toEqual([]);
  });
});
