/**
 * Parse and validate the front matter of one file; problems come back as diagnostics with the
 * line and column of the offending key (never thrown).
 */
import { isMap, LineCounter, parseDocument } from 'yaml';
import type { ZodIssue } from 'zod';
import { type Diagnostic, makeDiagnostic } from '../check/diagnostic.ts';
import { type FrontMatter, frontMatterSchema } from './schema.ts';
import type { SplitFile } from './split-front-matter.ts';

export interface ParsedFrontMatter {
  frontMatter: FrontMatter | null;
  diagnostics: Diagnostic[];
}

function issueField(issue: ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return issue.keys.join(', ');
  return issue.path.join('.') || '(front matter)';
}

export function parseFrontMatter(split: SplitFile, file: string): ParsedFrontMatter {
  if (split.yaml === null) {
    return {
      frontMatter: null,
      diagnostics: [makeDiagnostic('front-matter-missing', file, { line: 1, column: 1 }, {})],
    };
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(split.yaml, { lineCounter, prettyErrors: false });
  const toFile = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + split.yamlLine - 1, column: col };
  };
  const yamlError = document.errors[0];
  if (yamlError) {
    const problem = yamlError.message.split('\n')[0] ?? yamlError.code;
    return {
      frontMatter: null,
      diagnostics: [makeDiagnostic('front-matter-yaml', file, toFile(yamlError.pos[0]), { problem })],
    };
  }
  const result = frontMatterSchema.safeParse(document.toJS() ?? {});
  if (result.success) return { frontMatter: result.data, diagnostics: [] };
  const diagnostics = result.error.issues.map((issue) => {
    const path = issue.code === 'unrecognized_keys' ? [issue.keys[0] ?? ''] : issue.path;
    let position = { line: split.yamlLine - 1, column: 1 };
    const contents = document.contents;
    if (isMap(contents)) {
      const node = path.length > 0 ? document.getIn(path, true) : undefined;
      const pair = contents.items.find(
        (item) => String((item.key as { value?: unknown })?.value) === String(path[0]),
      );
      const keyNode = pair?.key as { range?: [number, number, number] } | undefined;
      const range =
        issue.code === 'unrecognized_keys' || node === undefined
          ? keyNode?.range
          : (node as { range?: [number, number, number] }).range;
      if (range) position = toFile(range[0]);
    }
    return makeDiagnostic('front-matter-schema', file, position, {
      field: issueField(issue),
      problem: issue.message,
    });
  });
  return { frontMatter: null, diagnostics };
}
