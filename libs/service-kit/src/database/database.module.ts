import { createHash } from 'node:crypto';
import { Global, Injectable, Module } from '@nestjs/common';
import type { DynamicModule, OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DataSourceOptions, MixedList } from 'typeorm';
import type { Logger } from 'pino';
import { LOGGER } from '../core/tokens';
import { HealthService } from '../health/health.service';

export interface DatabaseOptions {
  url: string;
  /** The Postgres schema this service owns; no other service reads it. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type
  entities: MixedList<Function | string>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM's own type
  migrations: MixedList<Function | string>;
  poolSize?: number;
  applicationName: string;
}

/** True for a Postgres unique-constraint violation (SQLSTATE 23505): someone else got there first. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** How long a pooled connection is kept unused before it is closed. */
const IDLE_CONNECTION_MS = 5 * 60_000;

export function dataSourceOptions(options: DatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    migrationsRun: false,
    applicationName: options.applicationName,
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 3000,
      // Kept through a lull (pg's default closes one idle 10 s): a new connection's backend loads
      // the catalog and plans each statement afresh, which made the first second of a rush after
      // a pause read p99 140 ms where its later seconds read 10-20 (docs/benchmarks.md).
      idleTimeoutMillis: IDLE_CONNECTION_MS,
    },
  };
}

/** A lock number derived from the schema name, the same in every instance of the service. */
function lockKey(schema: string): string {
  return BigInt.asIntN(
    64,
    BigInt(`0x${createHash('sha256').update(`fx:migrate:${schema}`).digest('hex').slice(0, 16)}`),
  ).toString();
}

/**
 * Creates the service's schema and runs its pending migrations. Instances starting together
 * take turns through an advisory lock, so only one of them migrates.
 */
export async function migrate(dataSource: DataSource, schema: string): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [lockKey(schema)]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [lockKey(schema)]).catch(() => undefined);
    await runner.release();
  }
}

@Injectable()
class DatabaseHealth implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly health: HealthService,
  ) {}

  onApplicationBootstrap(): void {
    this.health.register('postgres', () => this.dataSource.query('SELECT 1'));
  }
}

/** TypeORM on the service's own schema, migrated at start, with a readiness check. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseOptions): DynamicModule {
    let log: Logger | undefined;
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [LOGGER],
          useFactory: (logger: Logger) => {
            log = logger;
            return dataSourceOptions(options);
          },
          dataSourceFactory: async (resolved) => {
            const dataSource = await new DataSource(resolved as DataSourceOptions).initialize();
            const applied = await migrate(dataSource, options.schema);
            if (applied.length > 0) log?.info({ applied }, 'migrations applied');
            return dataSource;
          },
        }),
      ],
      providers: [DatabaseHealth],
    };
  }
}
