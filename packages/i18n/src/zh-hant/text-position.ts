import type { TextPosition } from './types.ts';

/** The 1-based line and column of `index` in `text`. */
export function positionAt(text: string, index: number): TextPosition {
  const before = text.slice(0, index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: index - lineStart + 1 };
}
