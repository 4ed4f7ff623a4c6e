import { DataSource, QueryFailedError } from 'typeorm';
import { query } from '../src/database/named-sql';
import { createTestDatabase } from '../src/testing/test-database';
import type { TestDatabase } from '../src/testing/test-database';

/**
 * The services' statements (service-kit's query()) run prepared, once per connection, against
 * the real PostgreSQL, and answer exactly what TypeORM's own query() answers.
 */
describe('statements run prepared', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('prepared');
    dataSource = await new DataSource({ type: 'postgres', url: database.url }).initialize();
    await dataSource.query('CREATE TABLE till (id int PRIMARY KEY, currency text NOT NULL)');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  beforeEach(() => dataSource.query('TRUNCATE till'));

  it('answers as TypeORM does: rows, and the count with them for UPDATE and DELETE', async () => {
    const insert = 'INSERT INTO till (id, currency) VALUES (:id, :currency) RETURNING id';
    expect(await query(dataSource, insert, { id: 1, currency: 'EUR' })).toEqual([{ id: 1 }]);
    expect(
      await dataSource.query('INSERT INTO till VALUES ($1, $2) RETURNING id', [2, 'USD']),
    ).toEqual([{ id: 2 }]);
    const select = 'SELECT id, currency FROM till WHERE id <= :id ORDER BY id';
    expect(await query(dataSource, select, { id: 2 })).toEqual(
      await dataSource.query('SELECT id, currency FROM till WHERE id <= $1 ORDER BY id', [2]),
    );
    const update = "UPDATE till SET currency = 'JPY' WHERE id = :id RETURNING currency";
    expect(await query(dataSource, update, { id: 1 })).toEqual([[{ currency: 'JPY' }], 1]);
    expect(
      await dataSource.query(
        "UPDATE till SET currency = 'JPY' WHERE id = $1 RETURNING currency",
        [2],
      ),
    ).toEqual([[{ currency: 'JPY' }], 1]);
    expect(await query(dataSource, 'DELETE FROM till WHERE id > :id', { id: 5 })).toEqual([[], 0]);
  });

  it('prepares a statement once on the connection of a transaction and runs it again there', async () => {
    const text = 'SELECT count(*)::int AS n FROM till WHERE id > :id';
    const prepared = await dataSource.transaction(async (manager) => {
      expect(await query(manager, text, { id: 0 })).toEqual([{ n: 0 }]);
      await manager.query('INSERT INTO till VALUES (7, $1)', ['CHF']);
      expect(await query(manager, text, { id: 0 })).toEqual([{ n: 1 }]);
      return manager.query<{ statement: string }[]>('SELECT statement FROM pg_prepared_statements');
    });
    expect(prepared.map((row) => row.statement)).toContain(
      'SELECT count(*)::int AS n FROM till WHERE id > $1',
    );
  });

  it('keeps a refusal as TypeORM gives it (code and constraint), and the transaction is undone', async () => {
    const insert = 'INSERT INTO till (id, currency) VALUES (:id, :currency)';
    await query(dataSource, insert, { id: 3, currency: 'EUR' });
    const refused = dataSource.transaction(async (manager) => {
      await query(manager, insert, { id: 4, currency: 'GBP' });
      await query(manager, insert, { id: 3, currency: 'AUD' });
    });
    await expect(refused).rejects.toBeInstanceOf(QueryFailedError);
    await expect(refused).rejects.toMatchObject({ code: '23505', constraint: 'till_pkey' });
    expect(await dataSource.query('SELECT id, currency FROM till ORDER BY id')).toEqual([
      { id: 3, currency: 'EUR' },
    ]);
  });
});
