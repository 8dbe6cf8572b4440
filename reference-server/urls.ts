/**
 * Addresses, from the public base URL (§1) and the path shapes of §2.2–2.5. Slugs and codes are
 * percent-encoded as path segments.
 */

const e = encodeURIComponent;

export class Urls {
  /** The public base URL, with a trailing slash. */
  readonly base: string;
  constructor(base: string) {
    this.base = base.endsWith('/') ? base : base + '/';
  }
  componentList(): string {
    return `${this.base}api/components/`;
  }
  component(p: string, c: string): string {
    return `${this.base}api/components/${e(p)}/${e(c)}/`;
  }
  componentPart(p: string, c: string, part: string): string {
    return `${this.component(p, c)}${part}/`;
  }
  componentWeb(p: string, c: string): string {
    return `${this.base}projects/${e(p)}/${e(c)}/`;
  }
  gitExport(p: string, c: string): string {
    return `${this.base}git/${e(p)}/${e(c)}/`;
  }
  project(p: string): string {
    return `${this.base}api/projects/${e(p)}/`;
  }
  projectWeb(p: string): string {
    return `${this.base}projects/${e(p)}/`;
  }
  language(code: string): string {
    return `${this.base}api/languages/${e(code)}/`;
  }
  languageWeb(code: string): string {
    return `${this.base}languages/${e(code)}/`;
  }
  addon(id: number): string {
    return `${this.base}api/addons/${id}/`;
  }
  translationWeb(p: string, c: string, code: string): string {
    return `${this.base}projects/${e(p)}/${e(c)}/${e(code)}/`;
  }
  translate(p: string, c: string, code: string): string {
    return `${this.base}translate/${e(p)}/${e(c)}/${e(code)}/`;
  }
}

/** The same address on another origin of the same server (127.0.0.1 ↔ localhost), for faults. */
export function otherOrigin(url: string): string {
  const u = new URL(url);
  u.hostname = u.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return u.href;
}
