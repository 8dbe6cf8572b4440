/** The reporters' names: the report layer renders them, the option table validates them (--reporter, "reporters"). */
export type ReporterName = 'pretty' | 'json' | 'junit' | 'tap' | 'sarif' | 'github' | 'html';

export const REPORTER_NAMES: readonly ReporterName[] = ['pretty', 'json', 'junit', 'tap', 'sarif', 'github', 'html'];
