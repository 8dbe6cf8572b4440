/**
 * stringent serve: the reference server on 127.0.0.1, until SIGINT or SIGTERM.
 */
import { parseSize } from '../options/config.js';
import { BadOptionError } from '../base/errors.js';
import { listFaults, listVariants, startServer, type ServerOptions } from '../../reference-server/index.js';
import { startReplayServer } from '../../reference-server/replay.js';
import type { Io } from '../base/io.js';
import { nearest } from '../base/suggest.js';
import { defineCommand } from './types.js';
import path from 'node:path';
import { ClientRecorder } from '../run/client-report.js';
import { CLIENT_REPORTER_NAMES, renderClientReport, type ClientReporterName } from '../report/client.js';
import { writeReportFile } from '../report/write.js';
import { suggest } from '../base/suggest.js';

/** Fault IDs as typed, any case → the server's IDs; an unknown one names the few nearest, not all. */
export function faultIds(typed: readonly string[], option = '--fault'): string[] {
  const known = listFaults().map((f) => f.id);
  return typed.map((t) => {
    const id = known.find((k) => k.toUpperCase() === t.trim().toUpperCase());
    if (id) return id;
    const near = nearest(t.trim(), known, 3);
    throw new BadOptionError(
      `${option} ${t}: no such fault${near.length ? `; did you mean ${near.join(', ')}?` : ''} (all of them: stringent serve --list-faults)`,
    );
  });
}

export const serveCommand = defineCommand({
  name: 'serve',
  describe: 'run the reference server (a correct implementation of the API) over a dataset, optionally with faults',
  builder: (y) =>
    y
      .option('port', { type: 'number', default: 0, describe: 'port to listen on (0 picks a free one)' })
      .option('host', { type: 'string', default: '127.0.0.1', describe: 'interface to listen on' })
      .option('base-url', { type: 'string', describe: 'public base URL, may carry a path prefix (default: the listening address)' })
      .option('data', { type: 'string', describe: 'serve this dataset file (schemas/dataset.schema.json)' })
      .option('generate', { type: 'number', describe: 'serve a deterministic synthetic dataset of N components' })
      .option('fault', { type: 'string', array: true, describe: 'switch on the fault with this ID (repeatable; see --list-faults)' })
      .option('variant', {
        type: 'string',
        array: true,
        describe: `serve a clean variant (repeatable): ${listVariants().map((v) => `${v.id}: ${v.description}`).join('; ')}`,
      })
      .option('seed', {
        type: 'number',
        describe: 'with --variant edges: the seed of its choices (which records are older-shaped, how each address spells its headers); the same seed serves the same answers. Default 1',
      })
      .option('client-report', {
        type: 'string',
        array: true,
        requiresArg: true,
        describe:
          'NAME[:PATH] (repeatable; json, pretty or junit): when the server stops, write what the client did, every request judged on the client requirements (CLI-*); exit 1 when one of severity error failed',
      })
      .option('list-faults', { type: 'boolean', default: false, describe: 'print the faults and exit' })
      .option('rate-limit', {
        type: 'string',
        describe: "throttle like Weblate (DRF's SimpleRateThrottle): N/s, N/min, N/h or N/day; X-RateLimit-* on every answer, 429 with Retry-After past the limit",
      })
      .option('max-body-size', {
        type: 'string',
        requiresArg: true,
        defaultDescription: '10MiB',
        describe: 'with --replay: the largest recorded body served, as stored or inflated (e.g. 10MiB); a larger one is served as a recorded failure, E_BODY_TOO_LARGE',
      })
      .option('require-token', {
        type: 'string',
        describe: 'answer only requests with Authorization: Token <this> (401 with WWW-Authenticate: Token otherwise, as Weblate does)',
      })
      .option('replay', {
        type: 'string',
        describe:
          'serve a HAR recording instead: same status, headers and bodies, matched by method and URL; the recorded base URL ' +
          'is rewritten to the server\'s own (or --base-url) in bodies and headers; addresses not recorded answer 404 JSON',
      }),
  handler: async (args, io) => {
    if (args.listFaults) {
      const faults = listFaults();
      const width = Math.max(...faults.map((f) => f.id.length));
      for (const f of faults) {
        const also = f.requirements.filter((id) => id !== f.requirement);
        io.stdout.write(`${f.id.padEnd(width)}  ${f.description}${also.length > 0 ? ` (also ${also.join(', ')})` : ''}\n`);
      }
      return 0;
    }
    if (args.replay !== undefined) return serveReplay(args, io);
    if (args.maxBodySize !== undefined) throw new BadOptionError('--max-body-size bounds the bodies of a recording: it goes with --replay');
    const options: ServerOptions = { port: number(args.port, '--port'), host: args.host, faults: faultIds(args.fault ?? []), variants: args.variant ?? [] };
    const clientReports = parseClientReports((args.clientReport as string[] | undefined) ?? []);
    const recorder = clientReports.length > 0 ? new ClientRecorder() : undefined;
    if (recorder) options.observe = recorder.observe;
    if (args.baseUrl !== undefined) options.baseUrl = args.baseUrl;
    if (args.data !== undefined) options.dataFile = args.data;
    if (args.generate !== undefined) options.generate = number(args.generate, '--generate');
    if (args.seed !== undefined) options.seed = number(args.seed, '--seed');
    if (args.rateLimit !== undefined) options.rateLimit = args.rateLimit;
    if (args.requireToken !== undefined) options.requireToken = args.requireToken;
    const server = await startServer(options);
    const where = options.baseUrl === undefined ? '' : ` on ${options.host}:${server.port}`;
    io.stdout.write(`stringent: serving ${server.url} (api at ${server.apiUrl})${where}\n`);
    const projects = server.dataset.projects.length;
    const source =
      options.dataFile !== undefined ? `dataset ${options.dataFile}` : options.generate !== undefined ? 'generated dataset' : 'bundled dataset';
    io.stdout.write(`stringent: ${server.components.length} components in ${projects} projects (${source})\n`);
    if (server.faults.length > 0) io.stdout.write(`stringent: faults on: ${server.faults.join(', ')}\n`);
    if (server.variants.length > 0)
      io.stdout.write(`stringent: clean variants: ${server.variants.join(', ')}${options.seed !== undefined ? ` (seed ${options.seed})` : ''}\n`);
    if (options.rateLimit !== undefined) io.stdout.write(`stringent: throttled at ${options.rateLimit}\n`);
    if (options.requireToken !== undefined) io.stdout.write('stringent: a token is required (Authorization: Token …)\n');
    if (!recorder) return untilStopped(server, io);
    recorder.start(server.observedFrom!);
    io.stdout.write(`stringent: recording what the client does; the client report (${clientReports.map((r) => r.path ?? `${r.name} on stdout`).join(', ')}) is written when the server stops\n`);
    await untilStopped(server, io);
    const report = recorder.report({ url: server.url, variants: server.variants, ...(server.seed !== undefined ? { seed: server.seed } : {}), observedFrom: server.observedFrom! });
    for (const target of clientReports) {
      const text = renderClientReport(target.name, report);
      if (target.path === undefined) io.stdout.write(text);
      else await writeReportFile(target.path, text, 'the client report');
    }
    io.stdout.write(`stringent: client: ${report.summary.requests} requests, ${report.summary.errors} errors, ${report.summary.warnings} warnings (exit ${report.exitCode})\n`);
    return report.exitCode;
  },
});

/** `serve --replay FILE.har`: the recording on 127.0.0.1 (or --host), until SIGINT or SIGTERM. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function serveReplay(args: any, io: Io): Promise<number> {
  const file = String(Array.isArray(args.replay) ? args.replay[args.replay.length - 1] : args.replay);
  if (file === '') throw new BadOptionError('--replay takes a HAR file');
  for (const other of ['data', 'generate', 'fault', 'variant', 'seed', 'clientReport'] as const)
    if (args[other] !== undefined) throw new BadOptionError(`--replay serves a recording; it takes no --${other.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
  const server = await startReplayServer({
    file, port: number(args.port, '--port'), host: args.host, baseUrl: args.baseUrl,
    ...(args.rateLimit !== undefined ? { rateLimit: String(args.rateLimit) } : {}),
    ...(args.maxBodySize !== undefined ? { maxBodySize: parseSize(String(args.maxBodySize)) } : {}),
    ...(args.requireToken !== undefined ? { requireToken: String(args.requireToken) } : {}),
  });
  io.stdout.write(`stringent: serving ${server.url} (api at ${server.url}api/)\n`);
  io.stdout.write(`stringent: replaying ${file}: ${server.answers} answers at ${server.addresses} addresses, recorded from ${server.recordedBaseUrl}\n`);
  return untilStopped(server, io);
}

/** Serves until SIGINT or SIGTERM, then closes and exits 0; without a stop signal, for the life of the process. */
async function untilStopped(server: { close(): Promise<void> }, io: Io): Promise<number> {
  const signal = io.signal;
  if (!signal) return new Promise<number>(() => undefined);
  if (!signal.aborted) await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
  await server.close();
  io.stdout.write('stringent: stopped\n');
  return 0;
}

interface ClientReportTarget {
  name: ClientReporterName;
  /** Undefined: standard output. */
  path?: string;
}

const STDOUT_PATHS: readonly string[] = ['-', '/dev/stdout', '/dev/fd/1', '/proc/self/fd/1'];

/** `--client-report NAME[:PATH]` values: json, pretty or junit, at most one on stdout, no file twice. */
export function parseClientReports(specs: readonly string[]): ClientReportTarget[] {
  const targets: ClientReportTarget[] = [];
  for (const spec of specs) {
    const colon = spec.indexOf(':');
    const name = colon < 0 ? spec : spec.slice(0, colon);
    if (!(CLIENT_REPORTER_NAMES as readonly string[]).includes(name))
      throw new BadOptionError(
        `--client-report ${JSON.stringify(spec)}: unknown reporter ${JSON.stringify(name)}; the client report is written by ${CLIENT_REPORTER_NAMES.join(', ')}${suggest(name, CLIENT_REPORTER_NAMES)}`,
      );
    const file = colon < 0 ? undefined : spec.slice(colon + 1);
    if (file !== undefined && file.trim() === '') throw new BadOptionError(`--client-report ${JSON.stringify(spec)}: the file path after ":" is empty`);
    targets.push(file === undefined || STDOUT_PATHS.includes(file) ? { name: name as ClientReporterName } : { name: name as ClientReporterName, path: file });
  }
  const toStdout = targets.filter((t) => t.path === undefined);
  if (toStdout.length > 1) throw new BadOptionError(`--client-report: at most one report may go to stdout, got ${toStdout.map((t) => t.name).join(', ')}; give the others a file (NAME:PATH)`);
  const seen = new Set<string>();
  for (const t of targets) {
    if (t.path === undefined) continue;
    const key = path.resolve(t.path);
    if (seen.has(key)) throw new BadOptionError(`--client-report: two reports write the same file ${JSON.stringify(t.path)}`);
    seen.add(key);
  }
  return targets;
}

function number(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new BadOptionError(`${name} takes a number`);
  return value;
}
