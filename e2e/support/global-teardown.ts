import { rmSync } from 'node:fs';
import { STATE_FILE } from './stack';

export default async function globalTeardown(): Promise<void> {
  const e2e = globalThis.__E2E__;
  if (!e2e) return;
  await new Promise<void>((resolve) => e2e.control.close(() => resolve()));
  await e2e.stack.shutdown();
  await e2e.sink.close();
  await e2e.removeContainers?.();
  rmSync(e2e.mailDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
