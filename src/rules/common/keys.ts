/**
 * The resource's own key of a list item or record, given to every finding about it: a component is
 * `project/component` (its project's slug and its own), a statistics item of a translation
 * `project/component/language_code`, or its language code alone where the document does not say
 * which component's list it is (a file given to validate). A finding keeps its key when the item
 * moves to another page or index, or the deployment is served on another address. A slug or code
 * longer than KEPT_MAX is named by its kept form (base/kept.ts).
 */
import { isObject } from '../../base/json.js';
import { keptString } from '../../base/kept.js';
import type { DocumentView } from './types.js';

/** `project/component` of a component record, when it carries both slugs. */
export function componentKey(record: unknown): string | undefined {
  if (!isObject(record) || !isObject(record.project)) return undefined;
  const p = record.project.slug;
  const c = record.slug;
  return typeof p === 'string' && typeof c === 'string' ? `${keptString(p)}/${keptString(c)}` : undefined;
}

/** `project/component/code` of a statistics item (the code alone where the list's component is unknown). */
export function statisticsKey(doc: DocumentView, item: unknown): string | undefined {
  if (!isObject(item) || typeof item.code !== 'string') return undefined;
  return statisticsKeyIn(doc.target?.project, doc.target?.component, item.code);
}

/** The key of the item with `code` in the statistics list of `project`/`component` (see statisticsKey). */
export function statisticsKeyIn(project: string | undefined, component: string | undefined, code: string): string {
  return project !== undefined && component !== undefined ? `${keptString(project)}/${keptString(component)}/${keptString(code)}` : keptString(code);
}

/** The key of an item of a document of this kind. */
export function keyOf(doc: DocumentView, item: unknown): string | undefined {
  switch (doc.kind) {
    case 'component':
    case 'component-list':
      return componentKey(item);
    case 'statistics':
    case 'statistics-item':
      return statisticsKey(doc, item);
    default:
      return undefined;
  }
}
