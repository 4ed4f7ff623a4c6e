import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Plugin } from 'vite';

const ID = 'virtual:client-manifest';
const DIR = 'dist/.vite';
const FILE = `${DIR}/manifest.json`;

/**
 * `virtual:client-manifest`: the client build's manifest (which files each page's chunk is), built
 * into the server bundle so it can link a page's files. The client build is made first; once the
 * server bundle holds the manifest, it leaves dist/ (which is served to everyone). Outside a
 * server build (the tests) the manifest is empty.
 */
export function clientManifest(ssrBuild: boolean): Plugin {
  return {
    name: 'fx-client-manifest',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      if (!ssrBuild) return 'export default {};';
      if (!existsSync(FILE)) this.error(`${FILE} is missing: build the client first (vite build)`);
      return `export default ${readFileSync(FILE, 'utf8')};`;
    },
    closeBundle() {
      if (ssrBuild) rmSync(DIR, { recursive: true, force: true });
    },
  };
}
