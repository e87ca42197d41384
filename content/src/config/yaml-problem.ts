/**
 * What is wrong with a YAML file, as a `content.problem.*` message key (en/th/zh) instead of the
 * yaml and zod libraries' English, which reached Thai and Chinese translators. The library's own
 * text stays in the diagnostic's `problem` parameter (JSON, logs). Issues are read through zod's
 * core types, so zod and zod/mini schemas both fit.
 */
import type { ErrorCode } from 'yaml';
import type { $ZodIssue } from 'zod/v4/core';

const PREFIX = 'content.problem.';

/** The yaml library's error codes, grouped by what a translator has to do about them. */
const YAML_PROBLEMS: Readonly<Record<ErrorCode, string>> = {
  BAD_INDENT: 'yaml-indent',
  TAB_AS_INDENT: 'yaml-indent',
  MISSING_CHAR: 'yaml-unclosed',
  DUPLICATE_KEY: 'yaml-duplicate-key',
  BAD_DQ_ESCAPE: 'yaml-escape',
  MULTIPLE_DOCS: 'yaml-documents',
  ALIAS_PROPS: 'yaml-alias',
  BAD_ALIAS: 'yaml-alias',
  MULTIPLE_ANCHORS: 'yaml-alias',
  RESOURCE_EXHAUSTION: 'yaml-alias',
  BAD_DIRECTIVE: 'yaml-tag',
  MULTIPLE_TAGS: 'yaml-tag',
  TAG_RESOLVE_FAILED: 'yaml-tag',
  BAD_COLLECTION_TYPE: 'yaml-tag',
  BAD_PROP_ORDER: 'yaml-unexpected',
  BAD_SCALAR_START: 'yaml-unexpected',
  BLOCK_AS_IMPLICIT_KEY: 'yaml-unexpected',
  BLOCK_IN_FLOW: 'yaml-unexpected',
  MULTILINE_IMPLICIT_KEY: 'yaml-unexpected',
  UNEXPECTED_TOKEN: 'yaml-unexpected',
  KEY_OVER_1024_CHARS: 'yaml-unexpected',
  NON_STRING_KEY: 'yaml-unexpected',
  IMPOSSIBLE: 'yaml-unexpected',
};

/** The problem key of a yaml parse error (by its code), or of an alias that cannot be resolved. */
export function yamlProblemKey(code: string | undefined): string {
  const problem = code === undefined ? 'yaml-alias' : (YAML_PROBLEMS[code as ErrorCode] ?? 'yaml-unexpected');
  return `${PREFIX}${problem}`;
}

/** A schema's own problem key, given as the zod message (`.regex(PATTERN, problemKey('rule-id'))`). */
export function problemKey(name: string): string {
  return `${PREFIX}${name}`;
}

/** What the field should hold, for a value of the wrong type (or none: `missing`). */
function expectedProblem(expected: string, missing: boolean): string {
  if (missing) return 'required';
  if (expected === 'int') return 'expected-whole-number';
  if (expected === 'number') return 'expected-number';
  if (expected === 'string') return 'expected-text';
  if (expected === 'boolean') return 'expected-boolean';
  if (expected === 'array') return 'expected-list';
  if (expected === 'object' || expected === 'map') return 'expected-map';
  return 'invalid';
}

/** The problem key of a schema issue, and the parameters its words need (the allowed values). */
export function schemaProblem(issue: $ZodIssue): { key: string; params: Record<string, string> } {
  if (issue.message.startsWith(PREFIX)) return { key: issue.message, params: {} };
  switch (issue.code) {
    case 'invalid_type':
      // Parsed with `reportInput` (parse-yaml.ts): a field that is not there has no input.
      return { key: `${PREFIX}${expectedProblem(issue.expected, issue.input === undefined)}`, params: {} };
    case 'invalid_value':
      // An enum's values, or a literal's one value.
      return { key: `${PREFIX}one-of`, params: { options: issue.values.map(String).join(' | ') } };
    case 'invalid_format':
      return { key: `${PREFIX}${issue.format === 'url' ? 'web-address' : 'invalid'}`, params: {} };
    case 'unrecognized_keys':
      return { key: `${PREFIX}unknown-key`, params: {} };
    case 'too_small':
      return issue.origin === 'string'
        ? { key: `${PREFIX}empty`, params: {} }
        : { key: `${PREFIX}too-small`, params: { minimum: String(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: `${PREFIX}too-long`, params: { maximum: String(issue.maximum) } }
        : { key: `${PREFIX}too-big`, params: { maximum: String(issue.maximum) } };
    default:
      return { key: `${PREFIX}invalid`, params: {} };
  }
}
