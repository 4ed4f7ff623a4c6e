import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SERVICE_NAMES, healthRpcOf, platformHealthSchema } from '@fx/contracts';
import type { PlatformHealth } from '@fx/contracts';
import { HealthService, RpcClient } from '@fx/service-kit';
import { ApiRoute } from '../api-docs/api-route.decorator';

const SERVICE_TIMEOUT_MS = 1500;
/** How old a report may be before the next caller asks the services again. */
export const HEALTH_MAX_AGE_MS = 1000;

/**
 * GET /api/v1/health: the gateway's own dependencies and every service's report. A check asks
 * four services, so callers share one: a report at most HEALTH_MAX_AGE_MS old, or the check in
 * flight (never two at once), however often the page is polled.
 */
@Controller('health')
export class PlatformHealthController {
  private latest?: { at: number; report: PlatformHealth };
  private inFlight?: Promise<PlatformHealth>;

  constructor(
    private readonly health: HealthService,
    private readonly rpc: RpcClient,
  ) {}

  @ApiRoute({
    summary: 'Every dependency and service; 503 when degraded',
    response: platformHealthSchema,
    answers: {
      503: {
        description: 'The same report when a dependency or a service is down (degraded)',
        body: platformHealthSchema,
      },
    },
  })
  @Get()
  async report(@Res() reply: FastifyReply): Promise<void> {
    const body = await this.current();
    void reply.status(body.status === 'ok' ? 200 : 503).send(body);
  }

  private current(): Promise<PlatformHealth> {
    if (this.latest && Date.now() - this.latest.at < HEALTH_MAX_AGE_MS) {
      return Promise.resolve(this.latest.report);
    }
    this.inFlight ??= this.check()
      .then((report) => {
        this.latest = { at: Date.now(), report };
        return report;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  private async check(): Promise<PlatformHealth> {
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
    return { status: healthy ? 'ok' : 'degraded', checks: own.checks, services: byName };
  }
}
