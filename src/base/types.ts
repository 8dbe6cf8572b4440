/** The types generated from schemas/ (`stringent/types`): reports, exchanges, datasets, cases, configuration, API shapes. */
export type * from '../generated/case.js';
export type * from '../generated/component-list-page.js';
export type * from '../generated/component.js';
export type * from '../generated/config.js';
export type * from '../generated/dataset.js';
export type * from '../generated/envelope.js';
export type * from '../generated/exchange.js';
export type * from '../generated/language.js';
export type * from '../generated/project.js';
export type * from '../generated/report.js';
export type * from '../generated/statistics-item.js';
export type * from '../generated/statistics-page.js';
