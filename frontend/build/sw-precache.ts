import { readFileSync } from 'node:fs';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

/** A chunk as Vite's build manifest (dist/.vite/manifest.json) describes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The modules whose chunks make the pages that work offline: the entry (home) and the rates. */
export const OFFLINE_PAGES = [
  'index.html',
  'src/app/routes/exchange-rates.tsx',
  'src/app/routes/currency.tsx',
];

/**
 * The files the offline pages need: each page's chunk, the chunks it imports (not the ones it
 * loads later, such as sign-in or the alert dialog) and their CSS.
 */
export function offlineShellFiles(
  manifest: Record<string, ManifestChunk>,
  pages = OFFLINE_PAGES,
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  pages.forEach(visit);
  return files;
}

/**
 * Workbox's precache list cut to the offline shell: the SPA's other pages (the dashboard, the
 * account, checkout) are never stored on the device; they load from the network as before.
 */
export function offlineShellOnly(manifestPath: string): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const shell = offlineShellFiles(manifest);
    const missing = [...shell].filter((file) => !entries.some((entry) => entry.url === file));
    return {
      manifest: entries.filter((entry) => shell.has(entry.url)),
      warnings: missing.map((file) => `the offline shell's ${file} is not in the precache list`),
    };
  };
}
