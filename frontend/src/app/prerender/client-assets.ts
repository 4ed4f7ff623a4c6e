import manifest from 'virtual:client-manifest';

/** Files the page links in its <head>: script chunks to preload, stylesheets to apply. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** Every chunk `key` pulls in (itself and its static imports), by manifest key. */
function chunksOf(key: string, found = new Set<string>()): Set<string> {
  if (found.has(key) || !manifest[key]) return found;
  found.add(key);
  for (const imported of manifest[key].imports ?? []) chunksOf(imported, found);
  return found;
}

/** What index.html already loads: the entry chunk, its imports and their stylesheets. */
const entryChunks = new Set(
  Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .flatMap((key) => [...chunksOf(key)]),
);

/**
 * The files of the chunks built from `modules` (the matched routes' lazy pages) beyond what
 * index.html loads: preloaded so hydration does not wait on a chain of downloads, and their
 * stylesheets applied so the page looks right before (and without) any script.
 */
export function pageAssets(modules: readonly string[]): PageAssets {
  const assets: PageAssets = { scripts: [], styles: [] };
  const chunks = new Set<string>();
  for (const module of modules) chunksOf(module, chunks);
  for (const key of chunks) {
    if (entryChunks.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    assets.scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) assets.styles.push(`/${css}`);
  }
  return assets;
}
