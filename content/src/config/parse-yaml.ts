/**
 * One way to read YAML in content/: front matter and every configuration file
 * (sources.yaml, translation-only.yaml, qa-exceptions.yaml). Syntax errors, alias bombs and
 * schema violations come back as diagnostics at the file line and column of the offending
 * node, never thrown. Aliases are limited (YAML_MAX_ALIAS_COUNT): none of our files needs them.
 */
import { type Document, isMap, isScalar, LineCounter, parseDocument, visit } from 'yaml';
import { safeParse } from 'zod/mini';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import type { ContentCode } from '../findings/messages.ts';
import { schemaProblem, yamlProblemKey } from './yaml-problem.ts';

/** Resolved alias nodes allowed per document (yaml's `maxAliasCount`; its default is 100). */
export const YAML_MAX_ALIAS_COUNT = 10;

export interface YamlSource {
  text: string;
  /** File the diagnostics name (relative to the content root). */
  file: string;
  /** 1-based line of the file where `text` starts. */
  firstLine: number;
}

export interface YamlRules {
  /** Code reported for a syntax error or too many aliases (params: problem, plus `extra`). */
  yaml: ContentCode;
  /** Code reported for each schema violation (params: field, problem, plus `extra`). */
  schema: ContentCode;
  extra?: Record<string, string>;
}

export interface ParsedYaml<T> {
  /** The validated value, or null when the text has a problem. */
  value: T | null;
  diagnostics: Diagnostic[];
}

type Range = [number, number, number];

function issueField(issue: $ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return [...issue.path, issue.keys.join(', ')].join('.');
  // The whole block (a list where a map belongs): named by its marker, a word in no language.
  return issue.path.join('.') || '---';
}

function rangeOf(node: unknown): Range | undefined {
  return (node as { range?: Range } | null | undefined)?.range ?? undefined;
}

/** Offset of the node an issue is about: the unknown key, else the value, else its nearest parent. */
function issueOffset(document: Document, issue: $ZodIssue): number | undefined {
  if (issue.code === 'unrecognized_keys') {
    const parent = issue.path.length > 0 ? document.getIn(issue.path, true) : document.contents;
    if (isMap(parent)) {
      const pair = parent.items.find(
        (item) => isScalar(item.key) && String(item.key.value) === issue.keys[0],
      );
      const range = rangeOf(pair?.key);
      if (range) return range[0];
    }
  }
  for (let depth = issue.path.length; depth > 0; depth -= 1) {
    const range = rangeOf(document.getIn(issue.path.slice(0, depth), true));
    if (range) return range[0];
  }
  return undefined;
}

function firstAliasOffset(document: Document): number {
  let offset = 0;
  visit(document, {
    Alias(_key, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}

export function parseYaml<T>(
  source: YamlSource,
  schema: $ZodType<T, unknown>,
  rules: YamlRules,
): ParsedYaml<T> {
  const lineCounter = new LineCounter();
  const document = parseDocument(source.text, { lineCounter, prettyErrors: false });
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + source.firstLine - 1, column: col };
  };
  const fail = (rule: ContentCode, offset: number | undefined, params: Record<string, string>) => ({
    value: null,
    diagnostics: [
      makeDiagnostic(
        rule,
        source.file,
        offset === undefined ? { line: Math.max(1, source.firstLine - 1), column: 1 } : at(offset),
        { ...rules.extra, ...params },
      ),
    ],
  });
  const yamlError = document.errors[0];
  if (yamlError) {
    return fail(rules.yaml, yamlError.pos[0], {
      problemKey: yamlProblemKey(yamlError.code),
      problem: yamlError.message.split('\n')[0] ?? yamlError.code,
    });
  }
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: YAML_MAX_ALIAS_COUNT });
  } catch (error) {
    // yaml throws a ReferenceError for an alias bomb (or an alias to nothing).
    const problem = error instanceof Error ? error.message : String(error);
    return fail(rules.yaml, firstAliasOffset(document), { problemKey: yamlProblemKey(undefined), problem });
  }
  // reportInput: a missing field is told apart from a wrong one by its input (undefined).
  const result = safeParse(schema, data ?? {}, { reportInput: true });
  if (result.success) return { value: result.data, diagnostics: [] };
  return {
    value: null,
    diagnostics: result.error.issues.map((issue) => {
      const offset = issueOffset(document, issue);
      const { key, params } = schemaProblem(issue);
      return makeDiagnostic(
        rules.schema,
        source.file,
        offset === undefined ? { line: Math.max(1, source.firstLine - 1), column: 1 } : at(offset),
        { ...rules.extra, ...params, field: issueField(issue), problemKey: key, problem: issue.message },
      );
    }),
  };
}
