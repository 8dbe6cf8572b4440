/** The kinds of answer validate judges offline, in the order its --as and its help name them. */
import type { DocumentKind } from '../generated/case.js';

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['component-list', 'component', 'statistics', 'statistics-item'];
