import { Global, Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { HealthController } from '../health/health.controller';
import { HealthService } from '../health/health.service';
import { MESSAGING_INSTRUMENTATION, combineInstrumentation } from '../messaging/instrumentation';
import { Metrics } from '../metrics/metrics';
import { MetricsController } from '../metrics/metrics.controller';
import { messagingMetrics } from '../metrics/messaging-metrics';
import { TRACING_INSTRUMENTATION } from '../tracing/messaging';
import { Clock, clockFor } from './clock';
import { LOGGER, SERVICE_NAME } from './tokens';

export interface CoreOptions {
  service: string;
  logger: Logger;
  /**
   * Serve `GET /metrics` from this app (default). The gateway says no: its app listens on the
   * public port, so it serves its metrics from an internal listener of its own.
   */
  metricsRoute?: boolean;
  /** FX_TEST_NOW: the instant a test's clock starts at; unset, the system clock. */
  testNow?: string | undefined;
}

/**
 * The logger, the service's name, its clock, its health registry, its metrics and what the
 * message bus reports to them (and to traces), available everywhere in the app.
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(options: CoreOptions): DynamicModule {
    return {
      module: CoreModule,
      controllers:
        options.metricsRoute === false ? [HealthController] : [HealthController, MetricsController],
      providers: [
        { provide: LOGGER, useValue: options.logger },
        { provide: SERVICE_NAME, useValue: options.service },
        { provide: Clock, useValue: clockFor(options.testNow) },
        { provide: HealthService, useValue: new HealthService(options.service) },
        { provide: Metrics, useValue: new Metrics(options.service) },
        {
          // Traces outermost: a request's span covers the time its metrics measure.
          provide: MESSAGING_INSTRUMENTATION,
          inject: [Metrics],
          useFactory: (metrics: Metrics) =>
            combineInstrumentation(TRACING_INSTRUMENTATION, messagingMetrics(metrics)),
        },
      ],
      exports: [LOGGER, SERVICE_NAME, Clock, HealthService, Metrics, MESSAGING_INSTRUMENTATION],
    };
  }
}
