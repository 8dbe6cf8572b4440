/** The package's programmatic API. */
export { check, resolveCheckOptions, CHECK_DEFAULTS, type CheckOptions, type CheckResult } from './check.js';
export { Engine, type EngineResult } from './rules/engine.js';
export { REQUIREMENTS, REQUIREMENT_IDS, requirement, isRequirementId, type Requirement, type Severity } from './requirements.js';
export * from './errors.js';
export { makeReport, exitCodeFor, type CrawlCounts, type FailOn, type ReportInput } from './outcome.js';
export type { Io } from './io.js';
export type { Exchange } from './generated/exchange.js';
export type { Report, Finding, KitErrorRecord, RequirementOutcome } from './generated/report.js';
export { checkReplay, type ReplayOptions } from './commands/replay.js';
export { readHar, recordedBaseUrl, type Recording, type RecordedAnswer } from './recording.js';
export { HarRecorder, entryOf } from './har/write.js';
export type { Har, HarEntry } from './generated/har.js';
