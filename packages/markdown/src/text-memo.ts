/**
 * Results computed in this process for a text (a pure function of it), by the exact text, bounded
 * by the characters kept (oldest first out): loading and checking the content parses the same
 * files again and again.
 */
export interface TextMemo<T> {
  get(text: string): T | undefined;
  set(text: string, value: T): T;
}

export function createTextMemo<T>(maxChars: number): TextMemo<T> {
  const kept = new Map<string, T>();
  let chars = 0;
  return {
    get: (text) => kept.get(text),
    set: (text, value) => {
      if (kept.has(text)) return value;
      kept.set(text, value);
      chars += text.length;
      for (const [old] of kept) {
        if (chars <= maxChars) break;
        kept.delete(old);
        chars -= old.length;
      }
      return value;
    },
  };
}
