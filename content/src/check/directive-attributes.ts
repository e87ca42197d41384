/**
 * The attribute names of a directive as written (`::calc{kind="x" bonus=2 #id .class}`), read
 * from the source text: the parsed tree keeps only the last value of a repeated name and drops
 * `__proto__`, so both can only be seen here. Classes (`.x`) may repeat (they add up).
 */

/** Names that an attribute object cannot hold as own keys (they would be dropped or reach the prototype). */
export const RESERVED_ATTRIBUTE_NAMES: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

const NAME = /[A-Za-z0-9_:][\w.:-]*|__proto__/y;

/** Index just after a balanced `[...]` starting at `from` (escapes respected), or -1. */
function skipLabel(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') i += 1;
    else if (char === '[') depth += 1;
    else if (char === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    } else if (char === '\n' && depth > 0 && text[i + 1] === '\n') return -1;
  }
  return -1;
}

/**
 * Attribute names in the order written, for the directive whose source starts at `start`
 * (`::name`, `:::name` or `:name`); empty when it has no attribute list.
 */
export function directiveAttributeNames(text: string, start: number): string[] {
  let i = start;
  while (text[i] === ':') i += 1;
  while (i < text.length && /[\w-]/.test(text[i]!)) i += 1;
  if (text[i] === '[') {
    i = skipLabel(text, i);
    if (i < 0) return [];
  }
  if (text[i] !== '{') return [];
  i += 1;
  const names: string[] = [];
  while (i < text.length) {
    const char = text[i]!;
    if (char === '}') break;
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    if (char === '#' || char === '.') {
      const end = text.slice(i + 1).search(/[\s}]/);
      if (char === '#') names.push('id');
      i = end < 0 ? text.length : i + 1 + end;
      continue;
    }
    NAME.lastIndex = i;
    const name = NAME.exec(text);
    if (!name) return names;
    names.push(name[0]);
    i = NAME.lastIndex;
    while (text[i] === ' ' || text[i] === '\t') i += 1;
    if (text[i] !== '=') continue;
    i += 1;
    while (text[i] === ' ' || text[i] === '\t') i += 1;
    const quote = text[i];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, i + 1);
      if (close < 0) return names;
      i = close + 1;
    } else {
      const end = text.slice(i).search(/[\s}]/);
      i = end < 0 ? text.length : i + end;
    }
  }
  return names;
}

/** Names written more than once (each once, in order) and reserved names. */
export function attributeProblems(names: readonly string[]): { repeated: string[]; reserved: string[] } {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return {
    repeated: [...repeated],
    reserved: [...new Set(names.filter((name) => RESERVED_ATTRIBUTE_NAMES.has(name)))],
  };
}
