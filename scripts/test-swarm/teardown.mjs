// The end of a run on the test Swarm (test:swarm, soak): the services' tasks and logs kept under
// var/<dir>/ when asked (a failed run), then every container, volume, network, pushed tag and
// settings file it made removed. Blocking, so it also runs on Ctrl+C.
import fs from 'node:fs';
import path from 'node:path';
import { log, seconds } from '../test-deploy/harness.mjs';
import { ROOT, removeEverything } from './cluster.mjs';
import { removePushedTags, removeSettings, serviceLogs } from './stack.mjs';

/** Resolves to whether nothing of the run is left. */
export function removeTheRun({ keepLogsIn } = {}) {
  const t = Date.now();
  if (keepLogsIn) {
    const out = path.join(ROOT, 'var', keepLogsIn);
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'services.log'), serviceLogs());
    log(`Tasks and logs of every service: ${path.relative(ROOT, path.join(out, 'services.log'))}`);
  }
  const removed = removeEverything();
  removePushedTags();
  removeSettings();
  log(
    `${removed ? 'ok  ' : 'FAIL'} - every container, volume and network removed (${seconds(Date.now() - t)})`,
  );
  return removed;
}
