import { Controller, Get, Header } from '@nestjs/common';
import { Metrics } from './metrics';

/**
 * `GET /metrics` in Prometheus text, on a service's internal health port (never the gateway's
 * public port: the gateway serves it from its own internal listener).
 */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  text(): Promise<string> {
    return this.metrics.text();
  }
}
