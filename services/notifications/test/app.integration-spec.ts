import {
  bootServiceForTest,
  memoryLogger,
  testUrls,
  uniqueNamespace,
} from '@fx/service-kit/testing';
import { AppModule } from '../src/app.module';
import { loadEnv } from '../src/config/env';

describe('notifications service', () => {
  it('starts and reports Redis and RabbitMQ up over request/reply', async () => {
    const namespace = uniqueNamespace('notifications');
    const env = loadEnv({
      REDIS_URL: testUrls.redis,
      AMQP_URL: testUrls.amqp,
      AMQP_NAMESPACE: namespace,
      AMQP_EPHEMERAL: 'true',
    });
    const service = await bootServiceForTest(
      AppModule.register(env, memoryLogger('notifications').logger),
      namespace,
    );
    try {
      await expect(service.client.request('notifications.health', {})).resolves.toMatchObject({
        service: 'notifications',
        status: 'up',
        checks: { redis: { status: 'up' }, rabbitmq: { status: 'up' } },
      });
    } finally {
      await service.close();
    }
  });

  it('names every bad variable at once', () => {
    expect(() => loadEnv({ AMQP_URL: 'http://nope', REDIS_URL: 'x', LOG_LEVEL: 'loud' })).toThrow(
      /LOG_LEVEL[\s\S]*AMQP_URL: must be a URL starting with amqp:\/\/ or amqps:\/\/[\s\S]*REDIS_URL/,
    );
  });
});
