import { Global, Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { HealthController } from '../health/health.controller';
import { HealthService } from '../health/health.service';
import { LOGGER, SERVICE_NAME } from './tokens';

export interface CoreOptions {
  service: string;
  logger: Logger;
}

/** The logger, the service's name and its health registry, available everywhere in the app. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(options: CoreOptions): DynamicModule {
    return {
      module: CoreModule,
      controllers: [HealthController],
      providers: [
        { provide: LOGGER, useValue: options.logger },
        { provide: SERVICE_NAME, useValue: options.service },
        { provide: HealthService, useValue: new HealthService(options.service) },
      ],
      exports: [LOGGER, SERVICE_NAME, HealthService],
    };
  }
}
