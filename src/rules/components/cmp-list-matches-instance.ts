/**
 * CMP-LIST-MATCHES-INSTANCE (§2.3): a list element and the instance record of the same component
 * agree on every field both carry. A difference is fetched again, list page and instance both
 * (§2.2 rule 5), before it is reported: when the re-fetched records agree, it was data changing
 * between requests (SNAP-DRIFT's note). A record fetched from the element's url that is another
 * component altogether is URL-SELF's, and its fields are not compared.
 */
import { isObject, type JsonObject } from '../../base/json.js';
import { keptValue } from '../../base/kept.js';
import type { DriftLedger } from '../common/drift.js';
import { COMPONENT_DOCUMENTS, type DocumentView, type Rule, type RuleContext } from '../common/types.js';
import { agree, canonicalUrl, differences, project, type Difference, type Projection } from './match.js';
import type { ListSide, Pairing } from './pairing.js';

interface Pending {
  list: ListSide;
  instanceUrl: string;
  diffs: Difference[];
  /** The fields compared the first time (both records well formed there); the re-check compares the same. */
  compared: Set<string>;
  recheckList?: Projection;
  recheckInstance?: Projection;
}

function reportMismatch(list: ListSide, instanceUrl: string, diffs: Difference[], ctx: RuleContext): void {
  for (const d of diffs)
    ctx.report({
      requirement: 'CMP-LIST-MATCHES-INSTANCE',
      ...(list.key !== undefined ? { key: list.key } : {}),
      url: instanceUrl,
      pointer: d.pointer,
      code: 'differs',
      args: { field: d.pointer.slice(1).replace(/\//g, '.') },
      expected: JSON.parse(d.list) as unknown,
      actual: JSON.parse(d.instance) as unknown,
      related: [`${list.pageUrl}#${list.pointer}`],
    });
}

export function cmpListMatchesInstance(pairing: Pairing, drift: DriftLedger): Rule {
  const pending = new Map<string, Pending>();

  function rechecked(doc: DocumentView): void {
    if (doc.kind === 'component-list' && isObject(doc.body) && Array.isArray(doc.body.results)) {
      for (const el of doc.body.results) {
        if (!isObject(el) || typeof el.url !== 'string') continue;
        const p = pending.get(canonicalUrl(el.url) ?? '');
        if (p) p.recheckList = project(doc.holdsLong ? (keptValue(el) as JsonObject) : el);
      }
    } else if (doc.kind === 'component' && isObject(doc.body)) {
      const p = pending.get(canonicalUrl(doc.url) ?? '');
      if (p) p.recheckInstance = project(doc.holdsLong ? (keptValue(doc.body) as JsonObject) : doc.body);
    }
  }

  return {
    requirements: ['CMP-LIST-MATCHES-INSTANCE'],
    itemKinds: COMPONENT_DOCUMENTS,

    document(doc) {
      if (doc.purpose === 'recheck' && pending.size > 0) rechecked(doc);
    },

    item(item, ctx) {
      const pair = pairing.pairOf(item);
      if (!pair || (pair.inst.fetched && pair.wrong.length > 0)) return; // a different component: its fields are not expected to match
      const { key, list, inst } = pair;
      ctx.check('CMP-LIST-MATCHES-INSTANCE');
      // Well-formed records that agree need no field-by-field view; the others are projected.
      if (list.bad.length === 0 && inst.bad.length === 0 && agree(list.record, inst.record)) return;
      const listFields = project(list.record, list.bad);
      const instanceFields = project(inst.record, inst.bad);
      const diffs = differences(listFields, instanceFields);
      if (diffs.length === 0) return;
      if (ctx.options.mode === 'check') {
        const compared = new Set([...listFields.keys()].filter((k) => instanceFields.has(k)));
        pending.set(key, { list, instanceUrl: inst.url, diffs, compared });
        ctx.recheck(list.pageUrl);
        ctx.recheck(inst.url);
      } else reportMismatch(list, inst.url, diffs, ctx);
    },

    finish(ctx) {
      for (const p of pending.values()) {
        if (!p.recheckList || !p.recheckInstance) {
          reportMismatch(p.list, p.instanceUrl, p.diffs, ctx);
          continue;
        }
        // Drift only when the re-fetched records agree with each other; a difference that is there
        // again, the same or another, is a mismatch.
        const again = differences(p.recheckList, p.recheckInstance, p.compared);
        if (again.length > 0) reportMismatch(p.list, p.instanceUrl, p.diffs, ctx);
        else drift.recordsAgreed(p.instanceUrl, p.list.pageUrl, p.diffs, p.list.key);
      }
      pending.clear();
      pairing.clear();
    },
  };
}
