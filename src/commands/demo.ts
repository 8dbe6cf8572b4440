import type { CommandArgs, Io } from './types.js';
import { startServer } from '../../reference-server/index.js';
import { check } from '../run/check.js';
import { optionValues } from './values.js';
import { parseReporters, writeRequestedReports } from './reporters.js';

/**
 * `npm start`: starts the bundled reference server in this process, checks it with every probe
 * switched on (it is our own server, so write probes are harmless), prints the report, stops.
 */
export async function runDemo(args: CommandArgs, io: Io): Promise<number> {
  const targets = parseReporters(optionValues('demo', args).reporters as string[]);
  const server = await startServer({ port: 0 });
  try {
    io.stderr.write(`stringent: reference server on ${server.url}; checking it\n`);
    const { report, exitCode } = await check({ baseUrl: server.url, probeErrors: true, probeWrites: true, methodsAll: true }, io);
    await writeRequestedReports(report, targets, io);
    return exitCode;
  } finally {
    await server.close();
  }
}
