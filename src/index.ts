/**
 * The package's programmatic API (`import { check, validate, startServer } from 'stringent'`).
 * Reporters are also at `stringent/reporters`, errors at `stringent/errors`, the generated types
 * at `stringent/types`, the schemas at `stringent/schemas/<name>.schema.json`.
 */
export { check, resolveCheckOptions, CHECK_DEFAULTS, type CheckOptions, type CheckResult } from './run/check.js';
export { planCheck, renderPlan, type DryRunPlan } from './run/dry-run.js';
export { validateFiles, validateDocuments, loadDocuments, DOCUMENT_KINDS, type ValidateOptions, type LoadedDocument } from './run/validate.js';
export { startServer, listFaults, type ServerOptions, type RunningServer, type FaultInfo } from '../reference-server/index.js';
export { Engine, type EngineResult } from './rules/engine.js';
export {
  REQUIREMENTS,
  REQUIREMENT_IDS,
  requirement,
  isRequirementId,
  renderMessage,
  ruleHelp,
  type Requirement,
  type RequirementId,
  type FindingCode,
  type FindingArgs,
  type Severity,
} from './catalogue/requirements.js';
export * from './base/errors.js';
export { makeReport, exitCodeFor, type CrawlCounts, type FailOn, type ReportInput } from './run/outcome.js';
export { renderJson, renderJunit, renderPretty, renderTap, writeReports, REPORTER_NAMES, type ReporterName, type ReporterTarget } from './report/index.js';
export { loadConfigFile, loadProfile, profileNames, type Config, type Exclusion } from './options/config.js';
export type { Io, OutStream } from './base/io.js';
export type { Exchange } from './generated/exchange.js';
export type { Report, Finding, KitErrorRecord, RequirementOutcome } from './generated/report.js';
export { checkReplay, validate, recordedOptIns, type ReplayOptions, type RecordedOptIns } from './commands/replay.js';
export { readHar, recordedBaseUrl, type Recording, type RecordedAnswer } from './har/read.js';
export { HarRecorder, entryOf } from './har/write.js';
export type { Har, HarEntry } from './generated/har.js';
