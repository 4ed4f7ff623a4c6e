import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import type { ServiceHealth } from '@fx/contracts';
import { HealthService } from './health.service';

interface StatusReply {
  status(code: number): { send(body: unknown): unknown };
}

/** Liveness and readiness for an orchestrator (docker compose healthcheck, Kubernetes probes). */
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @HttpCode(200)
  live(): { status: 'up' } {
    return { status: 'up' };
  }

  @Get('ready')
  async ready(@Res() reply: StatusReply): Promise<void> {
    const report: ServiceHealth = await this.health.report();
    reply.status(report.status === 'up' ? 200 : 503).send(report);
  }
}
