import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SERVICE_NAMES, healthRpcOf } from '@fx/contracts';
import type { PlatformHealth } from '@fx/contracts';
import { HealthService, RpcClient } from '@fx/service-kit';

const SERVICE_TIMEOUT_MS = 1500;

/** GET /api/v1/health: the gateway's own dependencies and every service's report. */
@Controller('health')
export class PlatformHealthController {
  constructor(
    private readonly health: HealthService,
    private readonly rpc: RpcClient,
  ) {}

  @Get()
  async report(@Res() reply: FastifyReply): Promise<void> {
    const [own, ...services] = await Promise.all([
      this.health.report(),
      ...SERVICE_NAMES.map((service) =>
        this.rpc
          .request(healthRpcOf(service), {}, { timeoutMs: SERVICE_TIMEOUT_MS })
          .catch((error: Error) => ({ status: 'down' as const, error: error.message })),
      ),
    ]);
    const byName = Object.fromEntries(SERVICE_NAMES.map((name, index) => [name, services[index]!]));
    const healthy = own.status === 'up' && services.every((s) => s.status === 'up');
    const body: PlatformHealth = {
      status: healthy ? 'ok' : 'degraded',
      checks: own.checks,
      services: byName,
    };
    void reply.status(healthy ? 200 : 503).send(body);
  }
}
