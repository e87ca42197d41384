/**
 * The data API's documents, one strict zod schema per kind: the writers' types (`z.infer`) and the
 * JSON Schema at `/api/v2/schema/<kind>.json` (`z.toJSONSchema`) come from here, so they cannot
 * drift. Cross-field rules: api-schema-parts.ts. Build-time only.
 */
import { LOCALES } from '@polyhedral/i18n';
import * as z from 'zod/mini';
import { API_VERSION, type ApiKind, schemaPath } from './api-paths.ts';
import {
  address,
  crossFieldRules,
  edition,
  hash,
  header,
  isoDate,
  locale,
  openTied,
  provenance,
  recordState,
  review,
  ruleId,
  text,
} from './api-schema-parts.ts';
import { changesSchema } from './changes-schema.ts';
import { ruleBlockFields } from './rule-block-schemas.ts';
import { searchSchema } from './search-schema.ts';

const documentOpen = z
  .boolean()
  .check(z.describe('True only when every text in this document is under an open licence.'));

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
  ...review,
  state: z
    .nullable(recordState)
    .check(z.describe('The review state; null for a section with no text of its own (an empty intro).')),
  fallback,
  ...provenance,
  hash: hash.check(z.describe('The hash of the rule document (the changes document compares it).')),
};

const source = z.strictObject({
  title: text,
  author: text,
  url: z.nullable(text),
  license: text,
  licenseUrl: z.nullable(text),
  open: z.boolean(),
  attribution: text,
  localized: z
    .partialRecord(locale, z.strictObject({ title: text, license: text }))
    .check(
      z.describe(
        'The source\u2019s name and licence in each translated locale, as the site\u2019s footer shows them.',
      ),
    ),
});
const sources = z.record(text, source);

const ruleEntry = z.strictObject(ruleFields).check(...crossFieldRules([], true));

export const rulesIndexSchema = z.strictObject({
  ...header('rules-index'),
  locale,
  edition,
  open: documentOpen,
  sources,
  rules: z.array(ruleEntry),
});

const linked = z.strictObject({ id: text, document: address });

export const ruleSchema = z
  .strictObject({
    ...header('rule'),
    locale,
    ...ruleFields,
    depth: z.int().check(z.minimum(1), z.maximum(6)),
    pageId: ruleId,
    parent: z
      .nullable(ruleId)
      .check(z.describe('The rule whose heading this one is under, null for a page.')),
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
      .nullable(z.strictObject({ title: text, markdown: text, text, ...provenance }).check(...openTied))
      .check(
        z.describe(
          'The older Playtest rules for the same rule ID, in English (full edition only): its own source and licence; not open, so the document is not open either.',
        ),
      ),
    ...ruleBlockFields,
  })
  .check(...crossFieldRules(['markdown', 'text'], true));

const ruleLink = z.nullable(z.strictObject({ id: ruleId, page: address, document: address }));

const glossaryTermFields = {
  id: text,
  category: text,
  name: text,
  names: z.strictObject(
    Object.fromEntries(LOCALES.map((one) => [one, text])) as Record<(typeof LOCALES)[number], typeof text>,
  ),
  definition: z
    .nullable(text)
    .check(z.describe('Markdown, in this locale; null when it has none yet (fallback).')),
  definitionText: z.nullable(text),
  fallback: z.nullable(z.strictObject({ locale, document: address })),
  page: address,
  rule: ruleLink,
  ...review,
  ...provenance,
  citation: z
    .nullable(text)
    .check(z.describe('The passage of the source the term comes from, when it is not a rule of the site.')),
  document: address.check(z.describe("This term's own document (kind term).")),
  hash,
};

const glossaryTerm = z
  .strictObject(glossaryTermFields)
  .check(...crossFieldRules(['definition', 'definitionText'], true));

/** `/api/v2/<locale>/glossary/<TermId>.json`: one term, as the glossary gives it, alone. */
export const termSchema = z
  .strictObject({ ...header('term'), locale, ...glossaryTermFields })
  .check(...crossFieldRules(['definition', 'definitionText'], true));

export const glossarySchema = z.strictObject({
  ...header('glossary'),
  locale,
  open: documentOpen,
  terms: z.array(glossaryTerm),
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
  rule: ruleLink,
  columns: z.array(
    z.strictObject({
      key: text,
      label: text,
      kind: z.enum(['number', 'signed', 'range', 'label', 'labels', 'code']),
    }),
  ),
  rows: z.array(z.record(text, z.strictObject({ value: cellValue, text }))),
  note: z.nullable(text),
  ...review,
  ...provenance,
  extract: z
    .strictObject({ seed: text, lines: text })
    .check(z.describe('Where in the source document the numbers were read (seed extract and lines).')),
  document: address,
  hash,
};

export const tableSchema = z
  .strictObject({ ...header('table'), locale, ...tableFields })
  .check(...crossFieldRules([], false));

export const tablesSchema = z.strictObject({
  ...header('tables'),
  locale,
  open: documentOpen,
  tables: z.array(z.strictObject(tableFields).check(...crossFieldRules([], false))),
});

export const catalogSchema = z.strictObject({
  ...header('catalog'),
  edition,
  baseUrl: z
    .nullable(text)
    .check(
      z.describe(
        'The site\u2019s address (no trailing slash) every address of the API is relative to; null when the build did not know it.',
      ),
    ),
  build: z.nullable(text).check(z.describe('git:<commit> of the content the API was built from.')),
  built: isoDate.check(z.describe('When the content was committed (the build\u2019s date).')),
  changes: address.check(z.describe('What changed since the previous published build.')),
  changelog: address.check(
    z.describe('The API changelog (Markdown): what changed in the API itself, version by version.'),
  ),
  sources,
  locales: z.array(
    z.strictObject({
      locale,
      rules: address,
      glossary: address,
      tables: address,
      all: address.check(z.describe('Every document of the locale in one file.')),
      lines: address.check(z.describe('Every document of the locale, one per line (JSON Lines).')),
      search: address.check(z.describe('The locale\u2019s search document (kind search).')),
    }),
  ),
  schemas: z.record(text, address),
});

export const bulkSchema = z.strictObject({
  ...header('bulk'),
  locale,
  edition,
  built: isoDate,
  open: documentOpen,
  rules: z.array(ruleSchema),
  glossary: glossarySchema,
  tables: tablesSchema,
});

export type RulesIndex = z.infer<typeof rulesIndexSchema>;
export type RuleEntry = RulesIndex['rules'][number];
export type RuleDocument = z.infer<typeof ruleSchema>;
export type GlossaryDocument = z.infer<typeof glossarySchema>;
export type GlossaryTerm = GlossaryDocument['terms'][number];
export type TermDocument = z.infer<typeof termSchema>;
export type TableDocument = z.infer<typeof tableSchema>;
export type TablesDocument = z.infer<typeof tablesSchema>;
export type CatalogDocument = z.infer<typeof catalogSchema>;
export type BulkDocument = z.infer<typeof bulkSchema>;
export type ChangesDocument = z.infer<typeof changesSchema>;

export const API_SCHEMAS: Readonly<Record<ApiKind, z.ZodMiniType>> = {
  catalog: catalogSchema,
  'rules-index': rulesIndexSchema,
  rule: ruleSchema,
  glossary: glossarySchema,
  term: termSchema,
  tables: tablesSchema,
  table: tableSchema,
  bulk: bulkSchema,
  changes: changesSchema,
  search: searchSchema,
};

/** The JSON Schema (draft 2020-12) published for a kind. */
export function jsonSchemaOf(kind: ApiKind): Record<string, unknown> {
  return {
    ...z.toJSONSchema(API_SCHEMAS[kind], { target: 'draft-2020-12' }),
    $id: schemaPath(kind),
    title: `Polyhedral data API v${API_VERSION}: ${kind}`,
  };
}
