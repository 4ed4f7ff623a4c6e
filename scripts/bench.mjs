#!/usr/bin/env node
// npm run bench: installs what is missing, builds the product and the benchmark, then runs
// bench/src/main.ts (compiled to bench/dist). Arguments pass through, e.g. --only=reads,spa.
import stack from './lib/stack.cjs';

stack.ensureInstalled();
if (!process.argv.some((arg) => arg.startsWith('--only=') && !arg.includes('spa')))
  stack.ensureChromium('The benchmark (Lighthouse)');
const skipBuild = process.argv.includes('--skip-build');
if (!skipBuild) stack.build();
stack.run('npx', ['tsc', '-b', 'bench/tsconfig.json']);
stack.run(process.execPath, ['bench/dist/main.js', '--skip-build', ...process.argv.slice(2)]);
