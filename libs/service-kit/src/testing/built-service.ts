import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

/**
 * Runs another service as its own process, from its build, so a test of one service can talk to
 * the real other one over RabbitMQ without importing its code. Builds it first if needed.
 */
export function startBuiltService(
  name: string,
  env: Record<string, string>,
): { stop: () => Promise<void>; output: () => string } {
  const main = path.join(ROOT, 'services', name, 'dist', 'main.js');
  if (!existsSync(main)) {
    const build = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'tsc'),
      ['-b', path.join(ROOT, 'services', name)],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error(`could not build the ${name} service`);
  }
  let output = '';
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, HEALTH_PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return {
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
