import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { clientManifest } from './build/client-manifest';
import { precompress } from './build/precompress';
import { stylesFirst } from './build/styles-first';
import { offlineShellOnly } from './build/sw-precache';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * The service worker (src/sw/sw.ts, built by vite-plugin-pwa with Workbox): the offline shell
 * precached, the rate pages network-first. The SPA registers it itself once the page has loaded
 * (src/app/service-worker.ts); the web app manifest is the gateway's, made from the settings.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css,svg,woff2}'],
      manifestTransforms: [offlineShellOnly('dist/.vite/manifest.json')],
    },
  });
}

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [
    react(),
    clientManifest(isSsrBuild),
    ...(isSsrBuild || process.env.VITEST ? [] : [stylesFirst(), precompress(), serviceWorker()]),
  ],
  resolve: {
    // In the SPA's tests, packages load as Node loads them: Vitest's own resolution leaves out
    // the `module-sync` condition Node honours, and would load react-router's CommonJS build
    // while react-router/dom, loaded by Node, imports its ES module: two routers, two contexts.
    ...(process.env.VITEST
      ? { conditions: ['module-sync', 'node', 'development|production'] }
      : {}),
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
  ssr: {
    noExternal: true,
    target: 'node',
  },
  ...(isSsrBuild
    ? {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: 'dist-ssr',
          emptyOutDir: true,
          rolldownOptions: {
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
            output: {
              // Every page is a lazy chunk (app/router.tsx). The libraries the shell runs on
              // change less often than the app, so they get their own chunk that stays cached
              // across deploys. Only these, which the first page needs anyway: firebase stays a
              // chunk loaded after the page.
              // React is a chunk of its own ('react'), beside the other libraries ('vendor'): the
              // bench reports React's share of the home page's JS apart from the app's.
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                    priority: 2,
                  },
                  {
                    name: 'vendor',
                    test: /[\\/]node_modules[\\/](react-router|swr|use-sync-external-store|dequal)[\\/]/,
                    priority: 1,
                  },
                  // The app's own code that every page runs (the shell, the API client, prices,
                  // dates) in one chunk: split by which lazy pages share it, it was eight files
                  // of 0.2-30 KB, each a request of its own, and Lighthouse's simulated phone on
                  // HTTP/1.1 waits for six at a time (docs/benchmarks.md, 2026-11-28).
                  {
                    name: 'app',
                    test: /[\\/]frontend[\\/]src[\\/]/,
                    tags: ['$initial'],
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
  },
}));
