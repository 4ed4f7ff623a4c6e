import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { clientManifest } from './build/client-manifest';
import { precompress } from './build/precompress';
import { stylesFirst } from './build/styles-first';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * react-router reads React's useOptimistic where there is one and does without it otherwise:
 * Preact's compat has none, which rolldown's check would report at every build. (TypeScript
 * already refuses an import of ours that does not exist.)
 */
const checks = { importIsUndefined: false };

/** A file of an installed package, wherever npm put the package. */
const esModule = (name: string, file: string) =>
  join(dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), file);

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    // Preact runs the app through its React compatibility layer (the preset aliases react and
    // react-dom to preact/compat), about a third of React's weight: see the README.
    preact(),
    clientManifest(isSsrBuild),
    ...(isSsrBuild ? [] : [stylesFirst(), precompress()]),
  ],
  resolve: {
    alias: [
      // The SPA compiles the contracts from source. It imports their types from the index, and at
      // run time only the zod-free entry @fx/contracts/web (lint holds both), so zod stays out of
      // the bundle.
      {
        find: /^@fx\/contracts\/(.+)$/,
        replacement: fileURLToPath(new URL('../libs/contracts/src/', import.meta.url)) + '$1',
      },
      {
        find: /^@fx\/contracts$/,
        replacement: fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
      },
      // SWR's shim of useSyncExternalStore is CommonJS, for Reacts before 18: compat has the
      // hook itself.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/health': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/health': { target: apiTarget, changeOrigin: true },
    },
  },
  // `vite build --ssr` (after the client build): the server bundle the gateway renders the public
  // pages with (src/entry-server.tsx). Self-contained, since the app image has no SPA dependencies,
  // and CommonJS, which the gateway (compiled to CommonJS) and its tests require as it is.
  ssr: { noExternal: true, target: 'node' },
  ...(isSsrBuild
    ? {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: 'dist-ssr',
          emptyOutDir: true,
          rolldownOptions: {
            checks,
            // Sign-in never runs on the server: Firebase stays out of the bundle.
            external: [/^firebase\//],
            // The entry's default export is the bundle (PrerenderBundle); its named exports are
            // what the lazy chunks share with it.
            output: {
              format: 'cjs',
              exports: 'named',
              entryFileNames: '[name].cjs',
              chunkFileNames: '[name]-[hash].cjs',
            },
          },
        },
      }
    : {
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // Which files each page's chunk is: the server bundle links them
          // (build/client-manifest.ts).
          manifest: true,
          rolldownOptions: {
            checks,
            output: {
              // Every page is a lazy chunk (app/router.tsx). The libraries the shell runs on
              // change less often than the app, so they get their own chunk that stays cached
              // across deploys. Only these, which the first page needs anyway: firebase stays a
              // chunk loaded after the page.
              codeSplitting: {
                groups: [
                  {
                    name: 'vendor',
                    test: /[\\/]node_modules[\\/](preact|react-router|swr|use-sync-external-store)[\\/]/,
                  },
                ],
              },
            },
          },
        },
      }),
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Node would load these libraries' own imports of react and react-dom as they are; inlined,
    // they go through the preset's aliases, so the tests run on Preact as the browser does (the
    // ES modules of the testing library and the router: Node's resolution would pick their
    // CommonJS builds, whose own require() of React no alias reaches).
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: esModule('@testing-library/react', 'dist/@testing-library/react.esm.js'),
      },
      {
        find: /^react-router$/,
        replacement: esModule('react-router', 'dist/development/index.mjs'),
      },
      {
        find: /^react-router\/dom$/,
        replacement: esModule('react-router', 'dist/development/dom-export.mjs'),
      },
    ],
    server: {
      deps: {
        inline: [/@testing-library\/react/, /react-router/, /swr/],
      },
    },
  },
}));
