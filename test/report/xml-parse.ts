/**
 * A small strict XML 1.0 well-formedness parser for the junit tests: one root element, matching
 * tags, quoted unique attributes, only the predefined and numeric entities, no character outside
 * XML 1.0's Char production. Throws on the first violation.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Concatenated character data directly inside this element. */
  text: string;
}

const NAME = /^[A-Za-z_][\w.-]*/;
const CHAR_OK = /^[\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  return raw.replace(/&([^;]*);|&/g, (m, body: string | undefined) => {
    if (body === undefined) throw new Error(`bare & in ${where}`);
    if (body in ENTITIES) return ENTITIES[body]!;
    const num = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(body);
    if (!num) throw new Error(`unknown entity &${body}; in ${where}`);
    const cp = num[1] !== undefined ? parseInt(num[1], 16) : parseInt(num[2]!, 10);
    const ch = String.fromCodePoint(cp);
    if (!CHAR_OK.test(ch)) throw new Error(`character reference to a non-XML character in ${where}`);
    return ch;
  });
}

export function parseXml(input: string): XmlElement {
  if (!CHAR_OK.test(input)) throw new Error('document holds a character outside XML 1.0 Char');
  let i = 0;
  const rest = () => input.slice(i);
  const skipSpace = () => {
    while (i < input.length && /\s/.test(input[i]!)) i++;
  };
  const decl = /^<\?xml version="1\.0"( encoding="UTF-8")?\?>/.exec(input);
  if (decl) i = decl[0].length;
  skipSpace();

  const parseElement = (): XmlElement => {
    if (input[i] !== '<') throw new Error(`expected < at ${i}`);
    i++;
    const name = NAME.exec(rest())?.[0];
    if (!name) throw new Error(`bad element name at ${i}`);
    i += name.length;
    const el: XmlElement = { name, attrs: {}, children: [], text: '' };
    for (;;) {
      const before = i;
      skipSpace();
      if (input.startsWith('/>', i)) {
        i += 2;
        return el;
      }
      if (input[i] === '>') {
        i++;
        break;
      }
      if (i === before) throw new Error(`expected whitespace before attribute at ${i}`);
      const attr = NAME.exec(rest())?.[0];
      if (!attr) throw new Error(`bad attribute name at ${i}`);
      i += attr.length;
      if (input[i] !== '=') throw new Error(`expected = at ${i}`);
      const quote = input[i + 1];
      if (quote !== '"' && quote !== "'") throw new Error(`unquoted attribute at ${i}`);
      const end = input.indexOf(quote, i + 2);
      if (end < 0) throw new Error('unterminated attribute');
      const raw = input.slice(i + 2, end);
      if (raw.includes('<')) throw new Error(`< in attribute ${attr}`);
      if (attr in el.attrs) throw new Error(`duplicate attribute ${attr}`);
      // attribute-value normalisation: literal whitespace characters become spaces
      el.attrs[attr] = decode(raw.replace(/[\t\n\r]/g, ' '), `attribute ${attr}`);
      i = end + 1;
    }
    for (;;) {
      const lt = input.indexOf('<', i);
      if (lt < 0) throw new Error(`unclosed element ${name}`);
      const chunk = input.slice(i, lt);
      if (chunk.includes(']]>')) throw new Error(']]> in text');
      el.text += decode(chunk, `text of ${name}`);
      i = lt;
      if (input.startsWith('</', i)) {
        i += 2;
        if (!input.startsWith(name, i)) throw new Error(`mismatched end tag for ${name} at ${i}`);
        i += name.length;
        skipSpace();
        if (input[i] !== '>') throw new Error(`bad end tag of ${name}`);
        i++;
        return el;
      }
      if (input.startsWith('<!--', i) || input.startsWith('<![CDATA[', i) || input.startsWith('<?', i)) {
        throw new Error(`unexpected markup at ${i}`);
      }
      el.children.push(parseElement());
    }
  };

  const root = parseElement();
  skipSpace();
  if (i !== input.length) throw new Error(`content after the root element at ${i}`);
  return root;
}

/** Child elements of a given name. */
export function childrenNamed(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((c) => c.name === name);
}
