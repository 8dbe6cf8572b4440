#!/usr/bin/env node
import { main } from '../dist/src/cli.js';

// A reader that goes away (`stringent rules | head`) ends the output, not the process with a trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (err && err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    // main() maps every failure to a coded message; this is the last guard.
    process.stderr.write(`stringent: E_INTERNAL: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
