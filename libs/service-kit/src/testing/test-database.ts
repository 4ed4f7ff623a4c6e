import { Client } from 'pg';
import { randomSuffix, testUrls } from './test-urls';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A new, empty database for one test file; `drop()` removes it. On the run's PostgreSQL, or on
 * the server at `adminUrl` (a test's own container, say).
 */
export async function createTestDatabase(
  label: string,
  adminUrl = testUrls.postgresAdmin,
): Promise<TestDatabase> {
  const name = `fx_test_${label.replace(/\W/g, '_')}_${randomSuffix()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
