import path from 'node:path';

// The scripts' port picker, which keeps clear of the kernel's range for outgoing connections.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const picker = require(path.resolve(__dirname, '../../../../scripts/lib/free-port.cjs')) as {
  freePort(): Promise<number>;
};

/** A TCP port nobody listens on now, for a server a test starts as another process. */
export function freePort(): Promise<number> {
  return picker.freePort();
}
