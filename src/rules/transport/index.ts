/**
 * Transport family (§1, §4, §5, §7): status codes, JSON bodies, the three headers, HEAD, OPTIONS,
 * refused writes and error answers. One rule per requirement (<id>.ts), each reading the exchanges
 * as answers.ts reads them once (which answers each requirement applies to is said there).
 */
import { family, type RuleFamilyFactory } from '../common/types.js';
import { TransportAnswers } from './answers.js';
import { errBadPage } from './err-bad-page.js';
import { errNotFound } from './err-not-found.js';
import { hdrAllow } from './hdr-allow.js';
import { hdrContentType } from './hdr-content-type.js';
import { hdrVary } from './hdr-vary.js';
import { httpJsonBody } from './http-json-body.js';
import { httpStatus200 } from './http-status-200.js';
import { mthHead } from './mth-head.js';
import { mthOptions } from './mth-options.js';
import { mthWriteRefused } from './mth-write-refused.js';

export const transportFamily: RuleFamilyFactory = () => {
  const answers = new TransportAnswers();
  return family('transport', [
    httpStatus200(answers),
    httpJsonBody(answers),
    hdrContentType(answers),
    hdrAllow(answers),
    hdrVary(answers),
    mthHead(answers),
    mthOptions(answers),
    mthWriteRefused(answers),
    errNotFound(answers),
    errBadPage(answers),
  ]);
};
