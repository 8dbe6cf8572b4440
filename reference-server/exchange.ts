/**
 * The last step of every answer: the headers of §1 (Allow, Content-Type, Vary, Content-Length),
 * and the status, bytes, headers and HEAD hooks.
 */
import type { Answer } from './answer.js';
import type { HookSet } from './hook-points.js';
import type { ExchangeCtx, Scope } from './hooks.js';

export const ALLOW = 'GET, HEAD, OPTIONS';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Whether a HEAD answer is followed by the body anyway. */
  headBody: boolean;
}

export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

export class Exchanges {
  constructor(
    private readonly hooks: HookSet,
    private readonly scope: () => Scope,
  ) {}

  reply(answer: Answer, method: string, requestHeaders: RequestHeaders, target = ''): Reply {
    const hooks = this.hooks;
    let { status, body } = answer;
    let ctx: ExchangeCtx | undefined;
    if (hooks.changesExchange || hooks.changesHeaders) {
      ctx = { ...this.scope(), method, target, requestHeaders };
      if (answer.meta) ctx.meta = answer.meta;
      status = hooks.status(status, ctx);
      body = hooks.bytes(body, ctx);
    }
    let headers: Record<string, string> = { Allow: ALLOW, 'Content-Type': 'application/json', Vary: 'Accept', 'Content-Length': String(body.length) };
    if (answer.headers) Object.assign(headers, answer.headers);
    if (ctx) headers = hooks.headers(headers, ctx);
    return { status, headers, body, headBody: method === 'HEAD' && ctx !== undefined && hooks.headBody(ctx) };
  }
}
