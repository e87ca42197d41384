/**
 * Parse and validate the front matter of one file; problems come back as diagnostics with the
 * line and column of the offending key (never thrown; config/parse-yaml.ts).
 */

import { parseYaml } from '../config/parse-yaml.ts';
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import { type FrontMatter, frontMatterSchema } from './schema.ts';
import type { SplitFile } from './split-front-matter.ts';

export interface ParsedFrontMatter {
  frontMatter: FrontMatter | null;
  diagnostics: Diagnostic[];
}

export function parseFrontMatter(split: SplitFile, file: string): ParsedFrontMatter {
  if (split.yaml === null) {
    return {
      frontMatter: null,
      diagnostics: [makeDiagnostic('content.front-matter.missing', file, { line: 1, column: 1 }, {})],
    };
  }
  const parsed = parseYaml({ text: split.yaml, file, firstLine: split.yamlLine }, frontMatterSchema, {
    yaml: 'content.front-matter.yaml',
    schema: 'content.front-matter.invalid',
  });
  return { frontMatter: parsed.value, diagnostics: parsed.diagnostics };
}
