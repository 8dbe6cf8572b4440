/** Faults of §1 and §3: status, JSON body, headers, methods, error answers. */
import { SERVER_ERROR } from '../answer.js';
import { lastComponent, type FaultDeclaration } from './types.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const TRANSPORT: FaultDeclaration[] = [
  {
    id: 'HTTP-STATUS-200',
    requirement: 'HTTP-STATUS-200',
    description: "the last component's instance address answers 203 (body unchanged)",
    hooks: {
      status: (status, x) => (status === 200 && x.meta?.kind === 'instance' && x.meta.index === lastComponent(x) ? 203 : status),
    },
  },
  {
    id: 'HTTP-JSON-BODY',
    requirement: 'HTTP-JSON-BODY',
    description: "the last component's instance answer is cut short, so it is not JSON",
    hooks: {
      bytes: (body, x) => (x.meta?.kind === 'instance' && x.meta.index === lastComponent(x) ? body.subarray(0, -1) : undefined),
    },
  },
  {
    id: 'HDR-CONTENT-TYPE',
    requirement: 'HDR-CONTENT-TYPE',
    description: 'every answer is labelled text/html; charset=utf-8',
    hooks: { headers: (h) => void (h['Content-Type'] = 'text/html; charset=utf-8') },
  },
  {
    id: 'HDR-ALLOW',
    requirement: 'HDR-ALLOW',
    description: 'every answer names GET, POST, HEAD, OPTIONS in Allow',
    hooks: { headers: (h) => void (h.Allow = 'GET, POST, HEAD, OPTIONS') },
  },
  {
    id: 'HDR-VARY',
    requirement: 'HDR-VARY',
    description: 'no answer carries Vary',
    hooks: { headers: (h) => void delete h.Vary },
  },
  {
    id: 'MTH-HEAD',
    requirement: 'MTH-HEAD',
    description: 'HEAD answers 405 where GET answers',
    hooks: { method: (method, allowed) => allowed && method !== 'HEAD' },
  },
  {
    id: 'MTH-OPTIONS',
    requirement: 'MTH-OPTIONS',
    description: 'OPTIONS answers 405',
    hooks: { method: (method, allowed) => allowed && method !== 'OPTIONS' },
  },
  {
    id: 'MTH-WRITE-REFUSED',
    requirement: 'MTH-WRITE-REFUSED',
    description: 'POST, PUT, PATCH and DELETE without credentials answer 200 with the GET body (nothing changes)',
    hooks: { method: (method, allowed) => allowed || WRITES.has(method) },
  },
  {
    id: 'ERR-NOT-FOUND',
    requirement: 'ERR-NOT-FOUND',
    description: 'an unknown project or component answers 500',
    hooks: { error: (answer, x) => (x.why === 'unknown-component' ? SERVER_ERROR : answer) },
  },
  {
    id: 'ERR-BAD-PAGE',
    requirement: 'ERR-BAD-PAGE',
    description: 'page=0, -1, abc, 1.5 or past the last page answers 500',
    hooks: { error: (answer, x) => (x.why === 'bad-page' ? SERVER_ERROR : answer) },
  },
];
