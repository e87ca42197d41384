/**
 * The data API's documents, one zod schema per kind: the TypeScript types the writers fill
 * (`z.infer`) and the JSON Schema published at `/api/v1/schema/<kind>.json` (`z.toJSONSchema`)
 * come from here, so the contract and the code cannot drift. Objects are strict: a field the
 * schema does not name fails validation (`additionalProperties: false`), so a reader can rely
 * on the fields being exactly these. Build-time only (full zod never reaches a browser).
 */
import { LOCALES } from '@polyhedral/i18n';
import * as z from 'zod/mini';
import { API_VERSION, type ApiKind, schemaPath } from './api-paths.ts';

const locale = z
  .enum(LOCALES)
  .check(z.describe('A site locale: en, th, zh, or zh-hant (converted from zh).'));
const text = z.string();
const ruleId = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/))
  .check(z.describe('A rule ID, the same in every locale.'));
const address = z.string().check(z.regex(/^\//)).check(z.describe('A path on the site that serves the API.'));

/** What every document starts with: its schema, the API version and its kind. */
function header<K extends ApiKind>(kind: K) {
  return {
    $schema: z.literal(schemaPath(kind)),
    apiVersion: z.literal(API_VERSION),
    kind: z.literal(kind),
  };
}

const RULE_STATES = ['current', 'stale', 'draft', 'reviewed', 'accepted', 'converted', 'missing'] as const;
const ruleState = z
  .enum(RULE_STATES)
  .check(
    z.describe(
      'current: English, or a translation up to date from a source translation; stale: made from an older English text; draft: drafted in this project, awaiting a native reviewer; reviewed: its present text and the English it was read against signed by a registered reviewer (see reviewer); accepted: the maintainer accepted an unsigned approval on behalf of the person named, never a review (see reviewer); converted: zh-hant converted by machine from zh; missing: not in this locale (see fallback).',
    ),
  );

const reviewer = z
  .nullable(
    z.strictObject({
      by: text,
      on: z.nullable(text),
      kind: z.enum(['review', 'maintainer-acceptance']),
      acceptedBy: z.nullable(text),
    }),
  )
  .check(
    z.describe(
      'In state reviewed: the registered reviewer whose signature on this very text and English verifies (kind review); in state accepted: on whose behalf the maintainer accepted it (kind maintainer-acceptance, acceptedBy the maintainer when named); else null.',
    ),
  );

const fallback = z
  .nullable(
    z.strictObject({
      locale,
      document: address.check(z.describe('The rule document in the locale that has the text.')),
      page: address,
    }),
  )
  .check(z.describe('In state missing: where the text is (English when it has it), else null.'));

const ruleset = z.enum(['srd-5.2', 'playtest']);

/** The fields a rule has in the index and in its own document. */
const ruleFields = {
  id: ruleId,
  title: text,
  language: locale.check(
    z.describe('The language title and text are in (the fallback locale when missing).'),
  ),
  chapter: text,
  ruleset,
  page: address.check(z.describe('The rule on the site, in this locale.')),
  document: address.check(z.describe('This rule document in this locale.')),
  state: ruleState,
  reviewer,
  convertedFrom: z.nullable(locale).check(z.describe('zh-hant converted by machine: from zh; else null.')),
  fallback,
  source: text.check(z.describe('Key of the source document (sources in the rules index).')),
  license: text,
  open: z.boolean().check(z.describe('Whether the text is under an open licence.')),
};

const source = z.strictObject({
  title: text,
  author: text,
  url: z.nullable(text),
  license: text,
  licenseUrl: z.nullable(text),
  open: z.boolean(),
  attribution: text,
});

export const rulesIndexSchema = z.strictObject({
  ...header('rules-index'),
  locale,
  edition: z.enum(['full', 'open']),
  sources: z.record(text, source),
  rules: z.array(z.strictObject(ruleFields)),
});

const linked = z.strictObject({ id: text, document: address });

export const ruleSchema = z.strictObject({
  ...header('rule'),
  locale,
  ...ruleFields,
  depth: z.int().check(z.minimum(1), z.maximum(6)),
  pageId: ruleId,
  parent: z.nullable(ruleId).check(z.describe('The rule whose heading this one is under, null for a page.')),
  subsections: z.array(ruleId),
  markdown: z
    .nullable(text)
    .check(
      z.describe(
        'As authored: headings keep their IDs ({#ID}); links are rule:<ID> and term:<TermId>; ::table{id=...} and ::calc{...} lines embed a core table or calculator. Null when missing.',
      ),
    ),
  text: z
    .nullable(text)
    .check(z.describe('Plain text: no markup, lists as "- " lines, table rows with " | ".')),
  links: z.strictObject({ rules: z.array(ruleId), terms: z.array(text) }),
  tables: z.array(linked),
  calculators: z.array(text),
  playtest: z
    .nullable(z.strictObject({ title: text, markdown: text, text, source: text, license: text }))
    .check(z.describe('The older Playtest rules for the same rule ID, in English (full edition only).')),
  // Added within v1: optional, so documents written before them still read.
  blocks: z
    .optional(
      z.nullable(
        z.array(
          z.strictObject({
            index: z.int().check(z.minimum(0)),
            kind: z.enum(['heading', 'paragraph', 'listItem', 'tableRow', 'aside', 'directive', 'code']),
            text: z.string(),
            en: z.nullable(z.array(z.int().check(z.minimum(0)))),
          }),
        ),
      ),
    )
    .check(
      z.describe(
        'The text block by block, in order (headings, paragraphs, list items, table rows with cells joined by " | ", asides, directives, code): each with the English block indexes it stands for ([index] in English; in a translation as the alignment check reads it, null when the section is not aligned or the block has no English). Null when missing.',
      ),
    ),
  englishChanges: z
    .optional(
      z.nullable(
        z.strictObject({
          since: text,
          blocks: z.array(
            z.strictObject({
              index: z.int().check(z.minimum(0)),
              parts: z.array(
                z.strictObject({ kind: z.enum(['same', 'added', 'removed']), value: z.string() }),
              ),
            }),
          ),
        }),
      ),
    )
    .check(
      z.describe(
        'A stale translation: what changed in the English since it was translated, per English block index (a word diff; since is the hash of the English it was translated from). Null otherwise.',
      ),
    ),
});

export const glossarySchema = z.strictObject({
  ...header('glossary'),
  locale,
  terms: z.array(
    z.strictObject({
      id: text,
      category: text,
      name: text,
      names: z.strictObject(
        Object.fromEntries(LOCALES.map((one) => [one, text])) as Record<
          (typeof LOCALES)[number],
          typeof text
        >,
      ),
      definition: z
        .nullable(text)
        .check(z.describe('Markdown, in this locale; null when it has none yet (fallback).')),
      definitionText: z.nullable(text),
      fallback: z.nullable(z.strictObject({ locale, document: address })),
      page: address,
      rule: z.nullable(z.strictObject({ id: ruleId, page: address, document: address })),
      source: z.nullable(z.strictObject({ name: text, licence: text })),
    }),
  ),
});

const cellValue = z
  .union([z.number(), z.tuple([z.number(), z.number()]), text, z.array(text), z.null()])
  .check(
    z.describe(
      'The value the core computes with: a number, a [min, max] range, a label key or code, a list of label keys, or null.',
    ),
  );

const tableFields = {
  id: ruleId,
  title: text,
  rule: z.nullable(z.strictObject({ id: ruleId, page: address, document: address })),
  columns: z.array(
    z.strictObject({
      key: text,
      label: text,
      kind: z.enum(['number', 'signed', 'range', 'label', 'labels', 'code']),
    }),
  ),
  rows: z.array(z.record(text, z.strictObject({ value: cellValue, text }))),
  note: z.nullable(text),
  source: z.strictObject({ source: text, seed: text, lines: text }),
  document: address,
};

export const tableSchema = z.strictObject({ ...header('table'), locale, ...tableFields });

export const tablesSchema = z.strictObject({
  ...header('tables'),
  locale,
  tables: z.array(z.strictObject(tableFields)),
});

export const catalogSchema = z.strictObject({
  ...header('catalog'),
  edition: z.enum(['full', 'open']),
  build: z.nullable(text).check(z.describe('git:<commit> of the content the API was built from.')),
  locales: z.array(z.strictObject({ locale, rules: address, glossary: address, tables: address })),
  schemas: z.record(text, address),
});

export type RulesIndex = z.infer<typeof rulesIndexSchema>;
export type RuleEntry = RulesIndex['rules'][number];
export type RuleDocument = z.infer<typeof ruleSchema>;
export type GlossaryDocument = z.infer<typeof glossarySchema>;
export type TableDocument = z.infer<typeof tableSchema>;
export type TablesDocument = z.infer<typeof tablesSchema>;
export type CatalogDocument = z.infer<typeof catalogSchema>;

export const API_SCHEMAS: Readonly<Record<ApiKind, z.ZodMiniType>> = {
  catalog: catalogSchema,
  'rules-index': rulesIndexSchema,
  rule: ruleSchema,
  glossary: glossarySchema,
  tables: tablesSchema,
  table: tableSchema,
};

/** The JSON Schema (draft 2020-12) published for a kind. */
export function jsonSchemaOf(kind: ApiKind): Record<string, unknown> {
  return {
    ...z.toJSONSchema(API_SCHEMAS[kind], { target: 'draft-2020-12' }),
    $id: schemaPath(kind),
    title: `Polyhedral data API v${API_VERSION}: ${kind}`,
  };
}
