/** XML 1.0 text and attribute escaping. Characters XML 1.0 cannot hold are written as visible `\uXXXX` text. */

// Outside Char of XML 1.0 §2.2 (tab, newline and carriage return are allowed), plus the C1 controls
// it discourages, and unpaired surrogates.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function replaceInvalid(text: string): string {
  return text.replace(NOT_XML, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Escapes element content. */
export function xmlText(text: string): string {
  return replaceInvalid(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}

/** Escapes an attribute value (double-quoted); tab and line breaks survive attribute normalisation. */
export function xmlAttr(text: string): string {
  return xmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}

/** An element with attributes; `children` is already-escaped content, or none for an empty element. */
export function element(name: string, attrs: Record<string, string | number | undefined>, children?: string): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlAttr(String(v))}"`)
    .join('');
  return children === undefined ? `<${name}${a}/>` : `<${name}${a}>${children}</${name}>`;
}
