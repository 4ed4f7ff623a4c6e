import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { PrerenderBundle } from '@fx/contracts';

const ENTRY = 'entry-server.cjs';

/**
 * The SPA's server bundle (frontend/dist-ssr, built by `npm run build -w frontend`), loaded once.
 * Without it (not built, or SSR_DIR=none) every page is the plain SPA, as before prerendering.
 */
export function loadPrerenderBundle(dir: string, logger: Logger): PrerenderBundle | undefined {
  if (!dir) return undefined;
  const file = join(dir, ENTRY);
  if (!existsSync(file)) {
    logger.warn({ file }, 'no server bundle: the public pages are served without their content');
    return undefined;
  }
  try {
    // A CommonJS file of its own, required as it is (its path is known only at run time).
    const loaded = createRequire(__filename)(file) as { default?: PrerenderBundle };
    if (typeof loaded.default?.render !== 'function') throw new Error(`${file} exports no render`);
    return loaded.default;
  } catch (error) {
    logger.error({ err: error, file }, 'the server bundle failed to load: pages served unrendered');
    return undefined;
  }
}
