/** ERR-NOT-FOUND (§7, opt-in --probe-errors): an unknown project or component answers 4xx (404), not 5xx or 2xx. */
import type { Rule } from '../common/types.js';
import type { TransportAnswers } from './answers.js';
import { errorProbeRule } from './error-probes.js';

export const errNotFound = (answers: TransportAnswers): Rule => errorProbeRule('ERR-NOT-FOUND', answers);
