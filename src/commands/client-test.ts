/**
 * stringent client-test [options] -- <command…>: the reference server (any serve option) for one run
 * of a client's command or test suite. The command gets the API address in STRINGENT_API_URL and the
 * base URL in STRINGENT_BASE_URL; when it ends the server stops and the client reports are written.
 * Exit status: the command's when it failed, else 1 when a client requirement of severity error
 * failed, else 0; 2 when the kit could not do its job (a bad option, a command that cannot start).
 */
import { spawn } from 'node:child_process';
import { BadOptionError } from '../base/errors.js';
import type { Io } from '../base/io.js';
import { startServer } from '../../reference-server/index.js';
import { ClientRecorder } from '../run/client-report.js';
import { clientAddress, parseClientReports, serverOptions, writeClientReports } from './serve.js';
import type { CommandArgs } from './types.js';
import { optionValues } from './values.js';

/** Runs the command to its end; its output goes to the kit's streams. Resolves with its exit status (128 + n for a signal). */
function runCommand(command: readonly string[], env: Record<string, string | undefined>, io: Io): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => io.stdout.write(d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => io.stderr.write(d.toString('utf8')));
    const stop = (): void => void child.kill('SIGTERM');
    io.signal?.addEventListener('abort', stop, { once: true });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(new BadOptionError(`client-test cannot run ${JSON.stringify(command[0])}: ${err.code === 'ENOENT' ? 'no such command' : err.message}`)),
    );
    child.on('close', (code, signal) => {
      io.signal?.removeEventListener('abort', stop);
      resolve(code ?? 128 + (signal === 'SIGKILL' ? 9 : signal === 'SIGINT' ? 2 : 15));
    });
  });
}

export async function runClientTest(args: CommandArgs<{ command?: string[] | undefined }>, io: Io): Promise<number> {
  const v = optionValues('client-test', args);
  // After --, the words are the command's own (yargs leaves them in _, after the command's name).
  const given = (args.command as unknown[] | undefined) ?? [];
  const rest = ((args._ as unknown[] | undefined) ?? []).slice(1);
  const command = [...given, ...rest].map(String);
  if (command.length === 0) throw new BadOptionError('client-test runs a command: stringent client-test [options] -- <command…>');
  const reports = parseClientReports((v.clientReport as string[] | undefined) ?? ['pretty']);
  const recorder = new ClientRecorder();
  const options = serverOptions(v);
  options.observe = recorder.observe;
  const server = await startServer(options);
  recorder.start(server.observedFrom!);
  const { baseUrl, apiUrl } = clientAddress(server, options.baseUrl !== undefined);
  io.stderr.write(
    `stringent: serving ${server.url}${server.variants.length ? ` (${server.variants.join(', ')}${server.seed !== undefined ? `; seed ${server.seed}` : ''})` : ''}; ` +
      `running ${command.join(' ')} with STRINGENT_API_URL=${apiUrl}\n`,
  );
  let status: number;
  try {
    status = await runCommand(command, { ...io.env, STRINGENT_API_URL: apiUrl, STRINGENT_BASE_URL: baseUrl }, io);
  } finally {
    await server.close();
  }
  const report = await writeClientReports(recorder, server, reports, io);
  const exit = status !== 0 ? status : report.exitCode;
  io.stderr.write(
    `stringent: client-test: the command exited ${status}; client report: ${report.summary.requests} requests from ${report.summary.clients} clients, ` +
      `${report.summary.errors} errors, ${report.summary.warnings} warnings; exit ${exit}\n`,
  );
  return exit;
}
