// The round-robin proxy of the tests (tests/support/round-robin-proxy.ts) as a process of its own,
// so under load it has an event loop of its own, apart from the load generator's:
// node --import tsx bench/support/round-robin-proxy-process.ts <port> <upstream URL>...
import { startRoundRobinProxy } from '../../tests/support/round-robin-proxy.js';

const [port, ...upstreams] = process.argv.slice(2);
const proxy = await startRoundRobinProxy(upstreams, { port: Number(port) });
process.stdout.write(`proxy at ${proxy.url} for ${upstreams.join(', ')}\n`);
const close = async () => {
  await proxy.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
