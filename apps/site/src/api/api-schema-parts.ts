/** The pieces every API schema shares (locale, address, provenance, review, hash). Build-time only. */
import { LOCALES } from '@polyhedral/i18n';
import * as z from 'zod/mini';
import { siteContent } from '../lib/site-content.ts';
import { API_VERSION, type ApiKind, schemaPath } from './api-paths.ts';

export const locale = z
  .enum(LOCALES)
  .check(z.describe('A site locale: en, th, zh, or zh-hant (converted from zh).'));
export const text = z.string();
export const ruleId = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/))
  .check(z.describe('A rule ID, the same in every locale.'));
export const address = z
  .string()
  .check(z.regex(/^\//))
  .check(z.describe('A path on the site that serves the API (join it to the catalog\u2019s baseUrl).'));

/** A record's provenance, the one shape of every record: rule, Playtest block, glossary term, table. */
export const provenance = {
  source: text.check(
    z.describe('Key of the source document (the catalog\u2019s and the rules index\u2019s sources).'),
  ),
  license: text.check(z.describe('The licence of this record\u2019s text, as its source names it.')),
  open: z
    .boolean()
    .check(z.describe('True only when every text in this record (or document) is under an open licence.')),
};

export const hash = z
  .string()
  .check(z.regex(/^sha256:[0-9a-f]{64}$/))
  .check(
    z.describe(
      'sha256 of the record\u2019s content (its JSON without hash): equal hashes, equal content; the changes document compares them across builds.',
    ),
  );

export const RECORD_STATES = [
  'current',
  'stale',
  'draft',
  'reviewed',
  'accepted',
  'converted',
  'missing',
] as const;
export const recordState = z
  .enum(RECORD_STATES)
  .check(
    z.describe(
      'current: English, or a translation up to date from a source translation; stale: made from an older English text; draft: drafted in this project, awaiting a native reviewer; reviewed: its present text and the English it was read against signed by a registered reviewer (see reviewer); accepted: the maintainer accepted an unsigned approval on behalf of the person named, never a review (see reviewer); converted: zh-hant converted by machine from zh; missing: not in this locale (see fallback).',
    ),
  );

export const reviewer = z
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

export const convertedFrom = z
  .nullable(locale)
  .check(z.describe('zh-hant converted by machine: from zh; else null.'));

/** A record's review state: its state, its credit and what it was converted from. */
export const review = { state: recordState, reviewer, convertedFrom };

const nullValue = { type: 'null' };
const notNull = { not: { type: 'null' } };

/** A JSON Schema `if`/`then`/`else` (keys written out: an object literal's `then` reads as a promise's). */
function ifThen(condition: object, then: object, otherwise?: object): Record<string, object> {
  const keys: [string, object][] = [
    ['if', condition],
    ['then', then],
  ];
  if (otherwise) keys.push(['else', otherwise]);
  return Object.fromEntries(keys);
}

/** content/sources.yaml split by openness: the open sources' licences, the closed sources' keys and licences. */
function sourcesByOpenness() {
  const sources = Object.entries(siteContent().model.sources);
  const closed = sources.filter(([, source]) => !source.open);
  return {
    openLicenses: [
      ...new Set(sources.filter(([, source]) => source.open).map(([, source]) => source.license)),
    ],
    closedKeys: closed.map(([key]) => key),
    closedLicenses: [...new Set(closed.map(([, source]) => source.license))],
  };
}
const OPENNESS = sourcesByOpenness();

/**
 * `open: true` only with an open licence and a source that is not closed (a Playtest or Free Rules
 * licence or source cannot say open): a JSON Schema `if`/`then`, and the same rule for zod.
 */
const openTiedToLicense = ifThen(
  { properties: { open: { const: true } }, required: ['open'] },
  {
    properties: {
      license: { enum: OPENNESS.openLicenses, not: { enum: OPENNESS.closedLicenses } },
      source: { not: { enum: OPENNESS.closedKeys } },
    },
  },
);

/** Whether a record's `open` agrees with its licence and source (openTiedToLicense, for zod). */
function openAgrees(value: unknown): boolean {
  const record = (value ?? {}) as { open?: unknown; license?: unknown; source?: unknown };
  if (record.open !== true) return true;
  return (
    OPENNESS.openLicenses.includes(String(record.license)) &&
    !OPENNESS.closedLicenses.includes(String(record.license)) &&
    !OPENNESS.closedKeys.includes(String(record.source))
  );
}

/** A record's provenance tied: open => an open licence and source (JSON Schema and zod). */
export const openTied = [
  z.meta({ allOf: [openTiedToLicense] }),
  z.refine(openAgrees, { message: 'open with a licence or source that is not open' }),
] as const;

/**
 * The rules tying a record's fields, published as `allOf` `if`/`then`: missing => no text and a
 * fallback; reviewed or accepted => a credit; converted => convertedFrom; open => an open licence
 * and source (and the same for zod).
 */
export function crossFieldRules(textFields: readonly string[], fallback: boolean) {
  const nullTexts = Object.fromEntries(textFields.map((field) => [field, nullValue]));
  const rules = [
    ifThen(
      { properties: { state: { const: 'missing' } }, required: ['state'] },
      { properties: { ...nullTexts, ...(fallback ? { fallback: notNull } : {}) } },
      fallback ? { properties: { fallback: nullValue } } : undefined,
    ),
    ifThen(
      { properties: { state: { enum: ['reviewed', 'accepted'] } }, required: ['state'] },
      { properties: { reviewer: notNull } },
      { properties: { reviewer: nullValue } },
    ),
    ifThen(
      { properties: { state: { const: 'converted' } }, required: ['state'] },
      { properties: { convertedFrom: notNull } },
    ),
    openTiedToLicense,
  ];
  return [
    z.meta({ allOf: rules }),
    z.refine(openAgrees, { message: 'open with a licence or source that is not open' }),
  ] as const;
}

/** What every document starts with: its schema, the API version and its kind. */
export function header<K extends ApiKind>(kind: K) {
  return {
    $schema: z.literal(schemaPath(kind)),
    apiVersion: z.literal(API_VERSION),
    kind: z.literal(kind),
  };
}

export const edition = z.enum(['full', 'open']);
export const isoDate = text.check(z.describe('An ISO 8601 date and time (UTC).'));
