import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { testNowEnv } from './test-clock';

const ROOT = path.resolve(__dirname, '../../../..');

/**
 * Runs another service as its own process, from its build, so a test of one service can talk to
 * the real other one over RabbitMQ without importing its code. Builds it first if needed.
 */
export interface BuiltService {
  pid: number;
  output: () => string;
  /** Settles when the process ends, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A signal, e.g. SIGKILL for a crash: the process gets no chance to close anything. */
  kill: (signal: NodeJS.Signals) => void;
  /** SIGTERM, then waits for the process to end; nothing if it already has. */
  stop: () => Promise<void>;
  /** True once the process has ended. */
  stopped: () => boolean;
}

export function startBuiltService(name: string, env: Record<string, string>): BuiltService {
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
    env: { ...process.env, HEALTH_PORT: '0', LOG_LEVEL: 'warn', ...testNowEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    pid: child.pid!,
    output: () => output,
    exited,
    kill: (signal) => void child.kill(signal),
    stopped: () => child.exitCode !== null || child.signalCode !== null,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
