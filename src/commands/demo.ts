import { defineCommand } from './types.js';
import { startServer } from '../../reference-server/index.js';
import { check } from '../run/check.js';
import { optionValues, withOptions } from './options.js';
import { parseReporters, writeRequestedReports } from './reporters.js';

/**
 * `npm start`: starts the bundled reference server in this process, checks it with every probe
 * switched on (it is our own server, so write probes are harmless), prints the report, stops.
 */
export const demoCommand = defineCommand({
  name: 'demo',
  describe: 'start the bundled reference server, check it with every probe on, print the report',
  builder: (y) =>
    withOptions(y, 'demo')
      .example([['$0 demo', 'see what a report looks like, with nothing to set up']])
      .epilog('Exit status: 0 (the reference server conforms); 2 the kit could not do its job.'),
  handler: async (args, io) => {
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
  },
});
