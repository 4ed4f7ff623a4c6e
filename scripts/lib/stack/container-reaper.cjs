// The test containers' reaper (containers.cjs starts it detached): waits for the process that
// started a run's containers to end, normally, on Ctrl+C or in a crash, then removes every
// container labelled with that run (with the docker CLI, as the sweep does).
//   node container-reaper.cjs OWNER_PID RUN_ID
'use strict';
const { alive, removeRun } = require('./containers.cjs');

const [owner, runId] = [Number(process.argv[2]), process.argv[3]];
if (!owner || !runId) process.exit(2);

function reap() {
  removeRun(runId);
  process.exit(0);
}

process.on('SIGTERM', () => process.exit(0)); // the owner removed them itself
process.on('SIGINT', () => undefined); // Ctrl+C reaches the whole group: outlive the owner
process.on('SIGHUP', () => undefined);
setInterval(() => {
  if (!alive(owner)) reap();
}, 500);
