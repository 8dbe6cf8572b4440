/**
 * ERR-BAD-PAGE (§7, opt-in --probe-errors): a bad page number (0, -1, abc, 1.5, or past the last
 * page) answers 4xx (404), not 5xx or 2xx.
 */
import type { Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';
import { errorProbeRule } from './error-probes.js';

export const errBadPage = (answers: TransportAnswers): Rule => errorProbeRule('ERR-BAD-PAGE', answers);
