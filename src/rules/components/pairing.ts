/**
 * The pairing of each component list element with the instance record fetched from its `url`
 * (§2.3), shared by URL-SELF and CMP-LIST-MATCHES-INSTANCE: whichever of the two comes first waits
 * for the other, and the pair is made when the second arrives. Each record is paired once (the
 * first rule to ask pairs it, the others get the same pair).
 */
import { stableJson, isObject, type JsonObject } from '../../base/json.js';
import { keptValue } from '../../base/kept.js';
import { componentKey } from '../common/keys.js';
import { Passing } from '../common/passing.js';
import type { ItemView } from '../common/types.js';
import { canonicalUrl } from './match.js';
import { hrefAsWritten } from '../../base/address.js';
import type { ComponentRecords } from './records.js';

interface Identity {
  id: string;
  slug: string;
  project: string;
}

export interface ListSide {
  /** The component's key (common/keys.ts), for findings about the pair. */
  key: string | undefined;
  pageUrl: string;
  pointer: string;
  /** The record's kept form (base/kept.ts): a string past KEPT_MAX as a prefix, a hash and a size. */
  record: JsonObject;
  /** Pointers where the record is malformed: left out of the comparison. */
  bad: readonly string[];
  identity: Identity;
}

export interface InstanceSide {
  url: string;
  /** The record's kept form, as ListSide's. */
  record: JsonObject;
  bad: readonly string[];
  identity: Identity;
  /** Paired by the address it was fetched from (crawl), so URL-SELF applies. */
  fetched: boolean;
}

export interface Pair {
  key: string;
  list: ListSide;
  inst: InstanceSide;
  /** Identity fields that differ, when the instance was fetched from the element's url (URL-SELF). */
  wrong: ('id' | 'slug' | 'project')[];
}

function identity(record: JsonObject): Identity {
  return {
    id: stableJson(record.id),
    slug: stableJson(record.slug),
    project: stableJson(isObject(record.project) ? record.project.slug : undefined),
  };
}

export class Pairing {
  /** List elements waiting for their instance record, and instance records for their element (see Passing). */
  private readonly elements = new Passing<ListSide>();
  private readonly instances = new Passing<InstanceSide>();
  private lastItem: ItemView | undefined;
  private lastPair: Pair | undefined;

  /** `base`: the base URL, whose addresses written as a URL parser writes them are their own canonical form. */
  constructor(
    private readonly records: ComponentRecords,
    private readonly base: URL | undefined,
  ) {}

  /**
   * canonicalUrl of an address, read from its text where the URL parser would leave it as written
   * (hrefAsWritten: under the base, nothing to repair, no fragment): most addresses of a crawl, each
   * asked for twice, and a parse costs more than the rest of the pairing.
   */
  private keyOf(url: string): string | undefined {
    return this.base !== undefined && hrefAsWritten(url, this.base) ? url : canonicalUrl(url);
  }

  /** The pair the item's record completes, if it completes one; made once per item. */
  pairOf(item: ItemView): Pair | undefined {
    if (this.lastItem !== item) {
      this.lastPair = this.pair(item);
      this.lastItem = item;
    }
    return this.lastPair;
  }

  private pair(item: ItemView): Pair | undefined {
    const r = this.records.read(item);
    if (!r || r.value === undefined) return undefined;
    // A side may wait for the other until the end of the run: it keeps the record's kept form, never a long string.
    const rec = item.doc.holdsLong ? (keptValue(r.value) as JsonObject) : r.value;
    if (r.where === 'list') {
      const key = typeof rec.url === 'string' ? this.keyOf(rec.url) : undefined;
      if (key === undefined) return undefined;
      const side: ListSide = { key: componentKey(rec), pageUrl: r.url, pointer: r.pointer, record: rec, bad: r.bad, identity: identity(rec) };
      const inst = this.instances.get(key);
      if (!inst) {
        this.elements.set(key, side);
        return undefined;
      }
      return this.made(key, side, inst);
    }
    const fetchedFrom = /^https?:\/\//i.test(r.url) ? this.keyOf(r.url) : undefined;
    const key = fetchedFrom ?? (typeof rec.url === 'string' ? this.keyOf(rec.url) : undefined);
    if (key === undefined) return undefined;
    const side: InstanceSide = { url: r.url, record: rec, bad: r.bad, identity: identity(rec), fetched: fetchedFrom !== undefined };
    const el = this.elements.get(key);
    if (!el) {
      this.instances.set(key, side);
      return undefined;
    }
    return this.made(key, el, side);
  }

  private made(key: string, list: ListSide, inst: InstanceSide): Pair {
    this.elements.delete(key);
    this.instances.delete(key);
    const wrong = inst.fetched ? (['id', 'slug', 'project'] as const).filter((k) => list.identity[k] !== inst.identity[k]) : [];
    return { key, list, inst, wrong };
  }

  /** Records still unpaired at the end of the run. */
  clear(): void {
    this.elements.clear();
    this.instances.clear();
  }
}
