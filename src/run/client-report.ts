/**
 * The client report of `stringent serve --client-report`: every request the reference server
 * received (the first MAX_LISTED), judged as it comes on the client requirements, and the report
 * (schemas/client-report.schema.json) assembled when the server stops.
 */
import type { ClientReport, ClientRequest } from '../generated/client-report.js';
import { VERSION } from '../base/version.js';
import { ClientJudge } from '../rules/client.js';

/** Requests listed in a report; later ones are judged and counted, not listed. */
export const MAX_LISTED = 100_000;

export interface ServedBy {
  url: string;
  variants: readonly string[];
  seed?: number;
  /** The wall-clock time (ms since the epoch) that requests' atMs count from. */
  observedFrom: number;
}

export class ClientRecorder {
  private readonly requests: ClientRequest[] = [];
  private omitted = 0;
  private judge: ClientJudge | undefined;
  private startedFrom = Date.now();

  /** Where the observed times count from; call before the first request (startServer's observedFrom). */
  start(observedFrom: number): void {
    this.startedFrom = observedFrom;
    this.judge = new ClientJudge(observedFrom);
  }

  /** The server's observer: one request, once answered. */
  readonly observe = (r: ClientRequest): void => {
    r.client = (this.judge ??= new ClientJudge(this.startedFrom)).add(r);
    // The addresses an answer gave are judged, not listed: a list page gives hundreds.
    delete r.addresses;
    if (this.requests.length < MAX_LISTED) this.requests.push(r);
    else this.omitted++;
  };

  report(server: ServedBy, stoppedAt = new Date()): ClientReport {
    const { requirements, findings, clients } = (this.judge ?? new ClientJudge(server.observedFrom)).result();
    const errors = findings.filter((f) => f.severity === 'error').length;
    const fail = errors > 0;
    return {
      tool: { name: 'stringent', version: VERSION },
      server: { url: server.url, variants: [...server.variants], ...(server.seed !== undefined ? { seed: server.seed } : {}) },
      startedAt: new Date(server.observedFrom).toISOString(),
      stoppedAt: stoppedAt.toISOString(),
      summary: {
        requests: this.requests.length + this.omitted,
        clients: clients.length,
        passed: requirements.filter((r) => r.status === 'passed').length,
        failed: requirements.filter((r) => r.status === 'failed').length,
        notApplicable: requirements.filter((r) => r.status === 'not-applicable').length,
        errors,
        warnings: findings.length - errors,
      },
      clients,
      requirements,
      findings,
      requests: [...this.requests],
      requestsOmitted: this.omitted,
      verdict: fail ? 'fail' : 'pass',
      exitCode: fail ? 1 : 0,
    };
  }
}
