import { assignments, query, sql } from './named-sql';

describe('SQL with named parameters', () => {
  it('numbers the names in the order they first appear, with their values in that order', () => {
    const statement = sql('SELECT * FROM orders.orders WHERE email = :email AND status = :status', {
      status: 'pending',
      email: 'ada@example.com',
    });
    expect(statement).toEqual({
      text: 'SELECT * FROM orders.orders WHERE email = $1 AND status = $2',
      values: ['ada@example.com', 'pending'],
    });
  });

  it('gives a name used twice one parameter', () => {
    const statement = sql('VALUES (:at, :id, :at)', { id: 'a', at: 'now' });
    expect(statement).toEqual({ text: 'VALUES ($1, $2, $1)', values: ['now', 'a'] });
  });

  it('leaves casts, quoted text and quoted names alone', () => {
    const statement = sql(
      `SELECT :amounts::numeric[], to_char(at, 'HH24:MI'), "a:b", 'it''s :not' FROM t WHERE x = :x`,
      { amounts: ['1.5'], x: 1 },
    );
    expect(statement.text).toBe(
      `SELECT $1::numeric[], to_char(at, 'HH24:MI'), "a:b", 'it''s :not' FROM t WHERE x = $2`,
    );
    expect(statement.values).toEqual([['1.5'], 1]);
  });

  it('passes null on as a value', () => {
    expect(sql('SELECT :id', { id: null }).values).toEqual([null]);
  });

  it('refuses a name that has no value, before anything reaches the database', () => {
    expect(() => sql('SELECT * FROM t WHERE id = :id', { ids: 'x' })).toThrow(
      'SQL names :id, which has no value',
    );
    expect(() => sql('SELECT :id', { id: undefined })).toThrow(':id, which has no value');
    expect(() => sql('SELECT :constructor')).toThrow(':constructor, which has no value');
  });

  it('refuses a value the statement never uses', () => {
    expect(() => sql('SELECT :id', { id: 1, email: 'x', limit: 2 })).toThrow(
      'SQL never uses :email, :limit',
    );
  });

  it('runs the numbered statement on what it is given', async () => {
    const seen: unknown[] = [];
    const db = {
      query: (text: string, values?: unknown[]) => {
        seen.push(text, values);
        return Promise.resolve([{ n: 1 }]);
      },
    };
    await expect(query(db, 'SELECT :n AS n', { n: 1 })).resolves.toEqual([{ n: 1 }]);
    expect(seen).toEqual(['SELECT $1 AS n', [1]]);
  });

  it('sets only the fields given a value, null included, each to its own column', () => {
    const columns = { email: 'email', role: 'role', promotedBy: 'promoted_by' };
    const set = assignments(columns, { role: 'admin', email: undefined, promotedBy: null });
    expect(set).toEqual({
      text: 'role = :role, promoted_by = :promotedBy',
      params: { role: 'admin', promotedBy: null },
    });
    expect(sql(`UPDATE t SET ${set.text} WHERE id = :id`, { ...set.params, id: 7 })).toEqual({
      text: 'UPDATE t SET role = $1, promoted_by = $2 WHERE id = $3',
      values: ['admin', null, 7],
    });
    expect(assignments(columns, {}).text).toBe('');
  });
});
