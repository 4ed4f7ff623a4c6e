import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const FRONTEND = resolve(__dirname, '../../../../frontend');

/** The gateway's settings that serve the SPA and render its public pages with its server bundle. */
export const SPA = {
  SPA_DIR: join(FRONTEND, 'dist'),
  SSR_DIR: join(FRONTEND, 'dist-ssr'),
  SITE_BRAND_NAME: 'Riverside & Co',
};

/** The SPA and its server bundle, built as `npm run build` builds them when they are not yet. */
export function ensureSpaBuilt(): void {
  if (existsSync(join(SPA.SSR_DIR, 'entry-server.cjs'))) return;
  const built = spawnSync('npm', ['run', 'build', '-w', 'frontend', '--silent'], {
    cwd: resolve(FRONTEND, '..'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the SPA did not build');
}
