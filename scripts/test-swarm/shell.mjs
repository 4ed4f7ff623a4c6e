// Commands the Swarm test runs, without blocking the event loop: the load balancer and the traffic
// run in this process meanwhile. The host's engine (docker), the manager's engine over its API
// port on 127.0.0.1 (swarm), and an engine inside a node container (onNode).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian's CLI (20.10, the nodes' version) where it is installed, else the docker on PATH. */
export const DOCKER =
  process.env.DOCKER ?? (fs.existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');

export function run(
  command,
  args,
  { input, allowFailure = false, timeoutMs = 300_000, env, cwd } = {},
) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: env ?? process.env,
      cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      if (status !== 0 && !allowFailure) {
        const shown = args.join(' ').slice(0, 200);
        reject(
          new Error(
            `${command} ${shown} failed (${status}): ${(stderr || stdout).trim().slice(-800)}`,
          ),
        );
      } else resolve({ status, stdout: stdout.trim(), stderr: stderr.trim() });
    });
    child.stdin.end(input);
  });
}

export const docker = async (args, options) => (await run(DOCKER, args, options)).stdout;

/** The same, blocking: for the clean-up on exit, when nothing else runs any more. */
export function dockerSync(args, { timeoutMs = 120_000 } = {}) {
  const result = spawnSync(DOCKER, args, {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    timeout: timeoutMs,
  });
  return {
    status: result.status,
    stdout: (result.stdout ?? '').trim(),
    stderr: (result.stderr ?? '').trim(),
  };
}

export const manager = { api: '' };

/** A command on the Swarm's manager (its engine's API, published on 127.0.0.1 only). */
export const swarm = (args, options) => docker(['-H', manager.api, ...args], options);

/** A command on the engine inside a node container. */
export const onNode = (node, args, options) =>
  docker(['exec', '-i', node, 'docker', ...args], options);
