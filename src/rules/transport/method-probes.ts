/**
 * How a HEAD or OPTIONS answer departs from the GET of the same address (MTH-HEAD, MTH-OPTIONS):
 * a value that equals either the GET's or the one §1 requires passes. Pure.
 */
import { JSON_TYPE, type Facts, type MethodProbe } from './answers.js';
import { allowIsRequired, REQUIRED_ALLOW, sameMethods } from './headers.js';

/** The ways the probe departs, in words; empty when it passes. */
export function methodProblems(p: MethodProbe, get: Facts | undefined): string[] {
  const problems: string[] = [];
  const statusOk = p.method === 'HEAD' ? p.status === 200 || p.status === get?.status : p.status >= 200 && p.status < 300;
  if (!statusOk) problems.push(`status ${p.status}${p.method === 'HEAD' ? `, GET ${get?.status ?? 200}` : ', not 2xx'}`);
  if (p.method === 'HEAD' && p.contentType !== JSON_TYPE && p.contentType !== get?.contentType)
    problems.push(`Content-Type ${p.contentType || 'missing'}, GET ${get?.contentType || JSON_TYPE}`);
  if (!allowIsRequired(p.allow) && !(get && sameMethods(p.allow, get.allow)))
    problems.push(`Allow ${p.allow ?? 'missing'}, GET ${get?.allow ?? REQUIRED_ALLOW.join(', ')}`);
  if (p.method === 'HEAD' && p.bodyLength > 0) problems.push(`a body of ${p.bodyLength} ${p.bodyLength === 1 ? 'byte' : 'bytes'}`);
  return problems;
}
