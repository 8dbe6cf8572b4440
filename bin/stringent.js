#!/usr/bin/env node
import { main } from '../dist/src/cli.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    // main() maps every failure to a coded message; this is the last guard.
    process.stderr.write(`stringent: internal error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 2;
  },
);
