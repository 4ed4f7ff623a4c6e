import { rmSync } from 'node:fs';
import { STATE_FILE, stack } from './stack';

export default async function globalTeardown(): Promise<void> {
  const e2e = globalThis.__E2E__;
  if (!e2e) return;
  await e2e.stack.stopAll();
  await new Promise<void>((resolve) => e2e.control.close(() => resolve()));
  await stack.dropDatabase(e2e.databaseUrl);
  await e2e.stopEmulator?.();
  await e2e.sink.close();
  rmSync(e2e.mailDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
