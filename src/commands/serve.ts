/**
 * stringent serve: the reference server on 127.0.0.1, until SIGINT or SIGTERM.
 */
import { BadOptionError } from '../base/errors.js';
import { listFaults, startServer, type RateLimitStyle, type RunningServer, type ServerOptions } from '../../reference-server/index.js';
import { startReplayServer } from '../../reference-server/replay.js';
import type { Io } from '../base/io.js';
import { nearest } from '../base/suggest.js';
import type { CommandArgs } from './types.js';
import { optionValues } from './values.js';
import path from 'node:path';
import { ClientRecorder } from '../run/client-report.js';
import { CLIENT_REPORTER_NAMES, renderClientReport, type ClientReporterName } from '../report/client.js';
import { writeReportFile } from '../report/write.js';
import { STDOUT_PATHS } from '../base/reporter-names.js';
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

/**
 * The address a client is given. With edges and no --base-url, the server's URL fields name
 * 127.0.0.1 and the client is given localhost, the same server by another name: the base of the URL
 * fields differs from the address the client used (§1: they are built from {base_url}).
 */
export function clientAddress(server: RunningServer, baseUrlGiven: boolean): { baseUrl: string; apiUrl: string } {
  const url = new URL(server.url);
  if (!baseUrlGiven && server.variants.includes('edges') && url.hostname === '127.0.0.1') url.hostname = 'localhost';
  else if (baseUrlGiven) {
    // The server listens where --host and --port say; the base URL's path is where it serves the API.
    url.protocol = 'http:';
    url.host = `127.0.0.1:${server.port}`;
  }
  return { baseUrl: url.href, apiUrl: `${url.href}api/` };
}

/** The reference server's options from serve's (and client-test's) option values. */
export function serverOptions(v: Record<string, unknown>): ServerOptions {
  const options: ServerOptions = {
    port: v.port as number,
    host: v.host as string,
    faults: faultIds((v.fault as string[] | undefined) ?? []),
    variants: (v.variant as string[] | undefined) ?? [],
  };
  if (v.baseUrl !== undefined) options.baseUrl = v.baseUrl as string;
  if (v.data !== undefined) options.dataFile = v.data as string;
  if (v.generate !== undefined) options.generate = v.generate as number;
  if (v.seed !== undefined) options.seed = v.seed as number;
  if (v.rateLimit !== undefined) options.rateLimit = v.rateLimit as string;
  Object.assign(options, limitShape(v));
  if (v.requireToken !== undefined) options.requireToken = v.requireToken as string;
  return options;
}

/** What the recorder saw of the clients of `server`, judged and written to each of `targets` (stdout where no path is given). */
export async function writeClientReports(
  recorder: ClientRecorder,
  server: RunningServer,
  targets: readonly ClientReportTarget[],
  io: Pick<Io, 'stdout'>,
): Promise<ReturnType<ClientRecorder['report']>> {
  const report = recorder.report({
    url: server.url,
    variants: server.variants,
    ...(server.seed !== undefined ? { seed: server.seed } : {}),
    observedFrom: server.observedFrom!,
  });
  for (const target of targets) {
    const text = renderClientReport(target.name, report);
    if (target.path === undefined) io.stdout.write(text);
    else await writeReportFile(target.path, text, 'the client report');
  }
  return report;
}

/** `stringent serve`: the reference server, until stopped; with --replay, a recording served back. */
export async function runServe(args: CommandArgs, io: Io): Promise<number> {
  const v = optionValues('serve', args);
  if (v.listFaults) {
    const faults = listFaults();
    const width = Math.max(...faults.map((f) => f.id.length));
    for (const f of faults) {
      const also = f.requirements.filter((id) => id !== f.requirement);
      io.stdout.write(`${f.id.padEnd(width)}  ${f.description}${also.length > 0 ? ` (also ${also.join(', ')})` : ''}\n`);
    }
    return 0;
  }
  if (v.replay !== undefined) return serveReplay(v, io);
  if (v.maxBodySize !== undefined) throw new BadOptionError('--max-body-size bounds the bodies of a recording: it goes with --replay');
  const options = serverOptions(v);
  const clientReports = parseClientReports((v.clientReport as string[] | undefined) ?? []);
  const recorder = clientReports.length > 0 ? new ClientRecorder() : undefined;
  if (recorder) options.observe = recorder.observe;
  const server = await startServer(options);
  const where = options.baseUrl === undefined ? '' : ` on ${options.host}:${server.port}`;
  io.stdout.write(`stringent: serving ${server.url} (api at ${server.apiUrl})${where}\n`);
  const projects = server.dataset.projects.length;
  const source = options.dataFile !== undefined ? `dataset ${options.dataFile}` : options.generate !== undefined ? 'generated dataset' : 'bundled dataset';
  io.stdout.write(`stringent: ${server.components.length} components in ${projects} projects (${source})\n`);
  if (server.faults.length > 0) io.stdout.write(`stringent: faults on: ${server.faults.join(', ')}\n`);
  if (server.variants.length > 0)
    io.stdout.write(`stringent: clean variants: ${server.variants.join(', ')}${options.seed !== undefined ? ` (seed ${options.seed})` : ''}\n`);
  const forClient = clientAddress(server, options.baseUrl !== undefined).apiUrl;
  if (forClient !== server.apiUrl) io.stdout.write(`stringent: give a client ${forClient}: the answers' URLs name another host, as behind a proxy\n`);
  if (options.rateLimit !== undefined)
    io.stdout.write(
      `stringent: throttled at ${options.rateLimit}${options.rateLimitStyle && options.rateLimitStyle !== 'weblate' ? ` (${options.rateLimitStyle}, burst ${options.rateLimitBurst ?? 0})` : ''}\n`,
    );
  if (options.requireToken !== undefined) io.stdout.write('stringent: a token is required (Authorization: Token …)\n');
  if (!recorder) return untilStopped(server, io);
  recorder.start(server.observedFrom!);
  io.stdout.write(
    `stringent: recording what the client does; the client report (${clientReports.map((r) => r.path ?? `${r.name} on stdout`).join(', ')}) is written when the server stops\n`,
  );
  await untilStopped(server, io);
  const report = await writeClientReports(recorder, server, clientReports, io);
  io.stdout.write(
    `stringent: client: ${report.summary.requests} requests, ${report.summary.errors} errors, ${report.summary.warnings} warnings (exit ${report.exitCode})\n`,
  );
  return report.exitCode;
}

/** `serve --replay FILE.har`: the recording on 127.0.0.1 (or --host), until SIGINT or SIGTERM. */
async function serveReplay(v: Record<string, unknown>, io: Io): Promise<number> {
  const file = String(v.replay);
  for (const other of ['data', 'generate', 'fault', 'variant', 'seed', 'clientReport'] as const)
    if (v[other] !== undefined) throw new BadOptionError(`--replay serves a recording; it takes no --${other.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
  const server = await startReplayServer({
    file,
    port: v.port as number,
    host: v.host as string,
    baseUrl: v.baseUrl as string | undefined,
    ...(v.rateLimit !== undefined ? { rateLimit: v.rateLimit as string } : {}),
    ...limitShape(v),
    ...(v.maxBodySize !== undefined ? { maxBodySize: v.maxBodySize as number } : {}),
    ...(v.requireToken !== undefined ? { requireToken: v.requireToken as string } : {}),
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
  if (toStdout.length > 1)
    throw new BadOptionError(
      `--client-report: at most one report may go to stdout, got ${toStdout.map((t) => t.name).join(', ')}; give the others a file (NAME:PATH)`,
    );
  const seen = new Set<string>();
  for (const t of targets) {
    if (t.path === undefined) continue;
    const key = path.resolve(t.path);
    if (seen.has(key)) throw new BadOptionError(`--client-report: two reports write the same file ${JSON.stringify(t.path)}`);
    seen.add(key);
  }
  return targets;
}

/** --rate-limit-style and --rate-limit-burst as given (the default style, weblate, is the server's own). */
function limitShape(v: Record<string, unknown>): { rateLimitStyle?: RateLimitStyle; rateLimitBurst?: number } {
  const out: { rateLimitStyle?: RateLimitStyle; rateLimitBurst?: number } = {};
  if (v.rateLimitStyle !== undefined && v.rateLimitStyle !== 'weblate') out.rateLimitStyle = v.rateLimitStyle as RateLimitStyle;
  if (v.rateLimitBurst !== undefined) out.rateLimitBurst = v.rateLimitBurst as number;
  return out;
}
