#!/usr/bin/env node
import { compileHotCodeSooner } from './v8-flags.js';

const args = process.argv.slice(2);

/** The version alone needs neither the command line's parser nor the commands. */
async function versionOnly() {
  if (args.length !== 1 || args[0] !== '--version') return false;
  try {
    const { VERSION } = await import('../dist/src/base/version.js');
    process.stdout.write(`${VERSION}\n`);
    return true;
  } catch {
    return false; // not built: loading the command line says so
  }
}

async function run() {
  compileHotCodeSooner();
  let main;
  try {
    ({ main } = await import('../dist/src/cli.js'));
  } catch (err) {
    // A git checkout that was never built (the package itself ships dist).
    if (err && err.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes('dist/src/cli.js')) {
      process.stderr.write('stringent: E_INTERNAL: the kit is not built; run `npm run build` (or `npm start`) in its folder first\n');
      process.exit(2);
    }
    throw err;
  }

  // A reader that goes away (`stringent rules | head`) ends the output, not the process with a trace.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err) => {
      if (err && err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    });
  }

  main(args).then(
    (code) => {
      process.exitCode = code;
      // Everything is said and written: a handle some library left open (a socket, a timer) may not
      // hold the process past a second, so Ctrl-C and SIGTERM end a run promptly.
      setTimeout(() => process.exit(code), 1000).unref();
    },
    (err) => {
      // main() maps every failure to a coded message; this is the last guard.
      process.stderr.write(`stringent: E_INTERNAL: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 2;
    },
  );
}

if (!(await versionOnly())) await run();
