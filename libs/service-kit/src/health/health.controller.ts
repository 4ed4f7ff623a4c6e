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

  /** 200 when up or degraded (it still serves), 503 when down. */
  @Get('ready')
  async ready(@Res() reply: StatusReply): Promise<void> {
    const report: ServiceHealth = await this.health.report();
    reply.status(report.status === 'down' ? 503 : 200).send(report);
  }
}
