/**
 * Where a JSON pointer's value stands in a JSON text: offsets, lines and columns for SARIF regions.
 * The text is parsed once into a tree with offsets (jsonc-parser, Microsoft's scanner and parser
 * behind VS Code's JSON support: a small, well-kept library with no dependencies, rather than a
 * hand-written tokenizer), and any number of pointers are then looked up in it.
 */
import { parseTree, type Node } from 'jsonc-parser';
import type { BodyRegion } from '../generated/report.js';
import { NESTING_MAX, textDepth } from './json-depth.js';

/** A region as the report schema declares it (a finding's bodyRegion). */
export type TextRegion = BodyRegion;

/** The tokens of an RFC 6901 pointer ('' is the whole document). */
function tokens(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A JSON text's tree and line starts, built on the first lookup. */
export class JsonRegions {
  private root: Node | undefined | null = null;
  private lineStarts: number[] | undefined;

  constructor(private readonly text: string) {}

  private tree(): Node | undefined {
    if (this.root === null) {
      // The parser descends recursively: a text nested past the depth the kit reads has no regions.
      this.root =
        textDepth(this.text) > NESTING_MAX ? undefined : (parseTree(this.text, [], { disallowComments: true, allowTrailingComma: false }) ?? undefined);
    }
    return this.root;
  }

  private position(offset: number): { line: number; column: number } {
    if (!this.lineStarts) {
      const starts = [0];
      for (let i = 0; i < this.text.length; i++) if (this.text.charCodeAt(i) === 10) starts.push(i + 1);
      this.lineStarts = starts;
    }
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  }

  /** The region of the pointer's value, or of the deepest member on its way that is present; undefined when the text is not JSON. */
  region(pointer: string): TextRegion | undefined {
    const path = tokens(pointer);
    let node = this.tree();
    if (!node || !path) return undefined;
    for (const token of path) {
      let next: Node | undefined;
      if (node.type === 'array' && /^(0|[1-9]\d*)$/.test(token)) next = node.children?.[Number(token)];
      else if (node.type === 'object') next = node.children?.find((p) => p.children?.[0]?.value === token)?.children?.[1];
      if (!next) break;
      node = next;
    }
    const start = this.position(node.offset);
    const end = this.position(node.offset + node.length);
    return { charOffset: node.offset, charLength: node.length, startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column };
  }
}
