/**
 * The reference server in its own process, so that it does not share an event loop with the
 * client being measured. Usage: node server-process.js <components> [page-cache-bytes]. Prints
 * {"url": …} once listening and closes on SIGTERM.
 */
import { startServer } from '../reference-server/index.js';

const generate = Number(process.argv[2]);
if (!Number.isInteger(generate) || generate < 1) {
  process.stderr.write('server-process: the first argument is the number of components to generate\n');
  process.exit(2);
}

// startServer judges the bound (a whole number of bytes from 0) and says what is wrong with it.
const cacheArg = process.argv[3];
const server = await startServer({ port: 0, host: '127.0.0.1', generate, ...(cacheArg === undefined ? {} : { pageCacheBytes: Number(cacheArg) }) });
process.stdout.write(JSON.stringify({ url: server.url }) + '\n');
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
