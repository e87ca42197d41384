/** A source file parsed with the TypeScript compiler API (.ts/.tsx/.mts/.mjs/.js), for the figures that read code. */
import ts from 'typescript';

function scriptKindOf(file: string): ts.ScriptKind | null {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.ts') || file.endsWith('.mts')) return ts.ScriptKind.TS;
  if (file.endsWith('.js') || file.endsWith('.mjs')) return ts.ScriptKind.JS;
  return null;
}

export function parseSource(file: string, text: string): ts.SourceFile | null {
  const kind = scriptKindOf(file);
  return kind === null ? null : ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}
