// The one port picker of the scripts and the tests (service-kit's testing helpers require it).
const fs = require('node:fs');
const net = require('node:net');

/** Whether `port` on 127.0.0.1 can be listened on now. */
function bindable(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const bound = server.address().port;
      server.close(() => resolve(bound));
    });
  });
}

/** The first port the kernel hands out to outgoing connections (Linux's default where unknown). */
function ephemeralLow() {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    return Number(low) || 32768;
  } catch {
    return 32768;
  }
}

const handedOut = new Set();
const FIRST_PICKED = 20000;

/**
 * A port nothing listens on now on 127.0.0.1, below the kernel's range for outgoing connections:
 * a port from that range (what listening on port 0 gives) can be taken as the local end of any
 * connection in the time before whoever asked binds it, which Docker then reports as "port is
 * already allocated" (CI saw it once). Never the same port twice in one process.
 */
async function freePort() {
  const span = ephemeralLow() - FIRST_PICKED;
  for (let attempt = 0; span > 100 && attempt < 50; attempt += 1) {
    const candidate = FIRST_PICKED + Math.floor(Math.random() * span);
    if (handedOut.has(candidate) || !(await bindable(candidate))) continue;
    handedOut.add(candidate);
    return candidate;
  }
  const port = await bindable(0);
  if (!port) throw new Error('no free port on 127.0.0.1');
  handedOut.add(port);
  return port;
}

module.exports = { freePort };
