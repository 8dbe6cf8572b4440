/**
 * A bounded cache for pure functions of a string. Thousands of records carry the same few message
 * templates and regular expressions, so their analysis is done once per distinct text.
 */
export function memo<R>(fn: (text: string) => R, limit = 256): (text: string) => R {
  const cache = new Map<string, R>();
  return (text) => {
    let r = cache.get(text);
    if (r === undefined && !cache.has(text)) {
      r = fn(text);
      if (cache.size >= limit) cache.clear();
      cache.set(text, r);
    }
    return r as R;
  };
}
