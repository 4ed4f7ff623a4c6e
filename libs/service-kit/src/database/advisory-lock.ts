import type { DataSource } from 'typeorm';

/**
 * Runs `work` only if this instance takes the PostgreSQL advisory lock `name` now, so that however
 * many instances run a periodic job, one does it at a time; the others skip it. With `wait`, an
 * instance waits for the lock instead (for work each instance needs done before it goes on, such
 * as at start: it then finds out whether the one before it did it already). The lock is held on
 * one connection of the pool and released after the work, whatever the work did. Returns whether
 * the work ran.
 */
export async function withAdvisoryLock(
  dataSource: DataSource,
  name: string,
  work: () => Promise<void>,
  options: { wait?: boolean } = {},
): Promise<boolean> {
  const runner = dataSource.createQueryRunner();
  try {
    const [{ locked }] = (await runner.query(
      options.wait
        ? 'SELECT pg_advisory_lock(hashtext($1)) IS NOT NULL AS locked'
        : 'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [name],
    )) as [{ locked: boolean }];
    if (!locked) return false;
    try {
      await work();
      return true;
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    await runner.release();
  }
}
