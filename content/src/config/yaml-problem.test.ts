/**
 * A broken YAML file is explained in the reader's language: the yaml and zod libraries' English
 * no longer reaches a Thai or Chinese line (issue 31, "codes, not sentences").
 */
import { resources, translateError, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from 'yaml';
import { z } from 'zod';
import * as mini from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { parseYaml } from './parse-yaml.ts';
import { problemKey, schemaProblem, yamlProblemKey } from './yaml-problem.ts';

const YAML_CODES: ErrorCode[] = [
  'ALIAS_PROPS',
  'BAD_ALIAS',
  'BAD_DIRECTIVE',
  'BAD_DQ_ESCAPE',
  'BAD_INDENT',
  'BAD_PROP_ORDER',
  'BAD_SCALAR_START',
  'BLOCK_AS_IMPLICIT_KEY',
  'BLOCK_IN_FLOW',
  'DUPLICATE_KEY',
  'IMPOSSIBLE',
  'KEY_OVER_1024_CHARS',
  'MISSING_CHAR',
  'MULTILINE_IMPLICIT_KEY',
  'MULTIPLE_ANCHORS',
  'MULTIPLE_DOCS',
  'MULTIPLE_TAGS',
  'NON_STRING_KEY',
  'RESOURCE_EXHAUSTION',
  'TAB_AS_INDENT',
  'TAG_RESOLVE_FAILED',
  'UNEXPECTED_TOKEN',
  'BAD_COLLECTION_TYPE',
];

/** The content package's flavour (zod/mini), as every schema of it is written. */
const miniSchema = mini.strictObject({
  id: mini.string().check(mini.regex(/^[A-Za-z]\w*$/, problemKey('rule-id'))),
  order: mini.number().check(mini.int(), mini.nonnegative()),
  title: mini.string().check(mini.minLength(1), mini.maxLength(10)),
  ruleset: mini.optional(mini.enum(['srd-5.2', 'playtest'])),
  only: mini.optional(mini.literal(true)),
});

/** The same schema in classic zod: parseYaml takes any zod 4 schema, and words it the same. */
const classicSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z]\w*$/, problemKey('rule-id')),
    order: z.number().int().nonnegative(),
    title: z.string().min(1).max(10),
    ruleset: z.enum(['srd-5.2', 'playtest']).optional(),
    only: z.literal(true).optional(),
  })
  .strict();

function problemsOf(
  text: string,
  schema: $ZodType = miniSchema,
): { code: string; params: Record<string, string | number> }[] {
  const parsed = parseYaml({ text, file: 'x.md', firstLine: 2 }, schema, {
    yaml: 'content.front-matter.yaml',
    schema: 'content.front-matter.invalid',
  });
  return parsed.diagnostics.map(({ code, params }) => ({ code, params }));
}

describe('YAML and schema problems as codes', () => {
  it('every yaml error code and every schema problem has words in en, th and zh', () => {
    const keys = new Set(YAML_CODES.map(yamlProblemKey));
    keys.add(yamlProblemKey(undefined));
    for (const locale of WRITTEN_LOCALES)
      for (const key of keys) expect(resources[locale].content[key], `${locale} ${key}`).toBeTruthy();
  });

  it.each([
    ['order: [13\ntitle: a\nid: A', 'content.problem.yaml-indent'],
    ['id: "A\ntitle: a', 'content.problem.yaml-unclosed'],
    ['id: A\nid: B', 'content.problem.yaml-duplicate-key'],
    ['id: A\norder: 1.5\ntitle: a', 'content.problem.expected-whole-number'],
    ['id: A\norder: -1\ntitle: a', 'content.problem.too-small'],
    ['id: A\norder: 1', 'content.problem.required'],
    ['id: A\norder: 1\ntitle: ""', 'content.problem.empty'],
    ['id: A\norder: 1\ntitle: abcdefghijklmnop', 'content.problem.too-long'],
    ['id: 1A\norder: 1\ntitle: a', 'content.problem.rule-id'],
    ['id: A\norder: 1\ntitle: a\nruleset: srd', 'content.problem.one-of'],
    ['id: A\norder: 1\ntitle: a\ntitel: b', 'content.problem.unknown-key'],
    ['id: A\norder: 1\ntitle: a\nonly: yes', 'content.problem.one-of'],
    ['- id\n- order', 'content.problem.expected-map'],
  ])('%j: %s, worded in every language without the libraries’ English', (text, key) => {
    const [problem] = problemsOf(text);
    expect(problem?.params.problemKey).toBe(key);
    // A classic zod schema gives the same problem, at the same place.
    const [classic] = problemsOf(text, classicSchema);
    expect({ ...classic, params: { ...classic?.params, problem: '' } }).toEqual({
      ...problem,
      params: { ...problem?.params, problem: '' },
    });
    for (const locale of ['th', 'zh'] as const) {
      const line = translateError(locale, problem!);
      const english = String(problem!.params.problem);
      expect(line).not.toContain(english);
      // Left in Latin letters: YAML, the field's name and the values one types.
      const words = line.match(/[A-Za-z]{3,}/g) ?? [];
      expect(
        words.filter((word) => !/^(YAML|order|title|titel|ruleset|only|srd|playtest|true)$/.test(word)),
      ).toEqual([]);
    }
  });

  it('a list where the map belongs is named by the block, not by an English phrase', () => {
    const [problem] = problemsOf('- id\n- order');
    expect(translateError('th', problem!)).toBe('ช่อง "---" ในส่วนหัวไม่ถูกต้อง: ให้เขียนบรรทัดแบบ "คีย์: ค่า" ไว้ใต้ช่องนี้');
  });

  it('a schema problem keeps what it needs to say (the allowed values)', () => {
    const [problem] = problemsOf('id: A\norder: 1\ntitle: a\nruleset: srd');
    expect(translateError('en', problem!)).toBe(
      'Front matter field "ruleset" is invalid: write one of: srd-5.2 | playtest',
    );
    expect(schemaProblem({ code: 'custom', path: [], message: 'anything' }).key).toBe(
      'content.problem.invalid',
    );
  });
});
