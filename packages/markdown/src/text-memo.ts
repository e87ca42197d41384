/**
 * Results already computed in this process for a text (a pure function of it), kept by the exact
 * text and bounded by the characters of text kept: the oldest text goes first. Loading and checking
 * the content parses the same files again and again (the loader's outline, the syntax check, the
 * translation QA, a test run's many loads of one tree, the workbench); one result per text is
 * computed once.
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
