import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // The SPA compiles the contracts from source. It imports their types from the index, and at
      // run time only zod-free modules by their own path (e.g. @fx/contracts/money/pricing), so
      // zod stays out of the bundle.
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
