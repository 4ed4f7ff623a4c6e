import { Writable } from 'node:stream';
import { createLogger } from './logger';

/** Logs one entry through a real logger and returns the JSON line it wrote. */
function logged(entry: Record<string, unknown>): Record<string, unknown> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  createLogger({ service: 'test', destination }).info(entry, 'entry');
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('logger', () => {
  it('masks e-mail addresses and phone numbers wherever they are in an entry', () => {
    const line = logged({
      email: 'jane.doe@example.com',
      order: {
        orderNumber: '12345678',
        customer: { email: 'ada@example.org', phone: '07700 900123', firstName: 'Ada' },
      },
      recipients: [{ email: 'bob@example.net' }],
    });
    expect(line.email).toBe('j***@example.com');
    expect(line.order).toEqual({
      orderNumber: '12345678',
      customer: { email: 'a***@example.org', phone: '***123', firstName: 'Ada' },
    });
    expect(line.recipients).toEqual([{ email: 'b***@example.net' }]);
    expect(JSON.stringify(line)).not.toContain('jane.doe');
  });

  it('never writes passwords, tokens or authorization headers', () => {
    const line = logged({
      password: 'correct-horse',
      headers: { authorization: 'Bearer abc.def' },
      body: { idToken: 'eyJhbGciOi', token: 'gate-token' },
    });
    const text = JSON.stringify(line);
    for (const secret of ['correct-horse', 'abc.def', 'eyJhbGciOi', 'gate-token']) {
      expect(text).not.toContain(secret);
    }
    expect(line.password).toBe('[redacted]');
  });

  it('leaves an entry without personal values as it was', () => {
    const line = logged({ method: 'GET', url: '/api/v1/currencies', status: 200, ms: 1 });
    expect(line).toMatchObject({ method: 'GET', url: '/api/v1/currencies', status: 200, ms: 1 });
  });
});
