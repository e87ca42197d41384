/**
 * The published schemas tie fields together (api-schema-parts.ts's crossFieldRules): a record
 * broken on purpose is refused by Ajv (strict, draft 2020-12) against the JSON Schema the build
 * publishes, and the same record whole passes.
 */
import { LOCALES } from '@polyhedral/i18n';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { API_KINDS } from './api-paths.ts';
import { jsonSchemaOf } from './api-schemas.ts';
import { apiTermIds, glossaryDocument, termDocument } from './glossary-document.ts';
import { ruleDocument, rulesIndex } from './rule-documents.ts';
import { tableDocument } from './table-documents.ts';

const ajv = new Ajv2020({ strict: true, allErrors: false });
for (const kind of API_KINDS) ajv.addSchema(jsonSchemaOf(kind));
const valid = (kind: string, document: unknown) => ajv.getSchema(`/api/v2/schema/${kind}.json`)!(document);

describe('the cross-field rules of the published schemas', () => {
  const missing = rulesIndex('en').rules.find((rule) => rule.state === 'missing')!;
  const current = ruleDocument('en', 'D20Tests');

  it('pass the documents as built', () => {
    expect(valid('rule', current)).toBe(true);
    expect(valid('rule', ruleDocument('en', missing.id))).toBe(true);
    expect(valid('rule', ruleDocument('zh-hant', 'D20Tests'))).toBe(true);
    expect(valid('glossary', glossaryDocument('th'))).toBe(true);
    expect(valid('table', tableDocument('zh', 'ProficiencyBonusTable'))).toBe(true);
  });

  it('refuse a missing rule with text or without its fallback', () => {
    const document = ruleDocument('en', missing.id);
    expect(valid('rule', { ...document, text: 'English passed off' })).toBe(false);
    expect(valid('rule', { ...document, fallback: null })).toBe(false);
    expect(valid('rule', { ...current, fallback: document.fallback })).toBe(false);
  });

  it('refuse a reviewed or accepted record without its credit, and a credit without a review', () => {
    expect(valid('rule', { ...current, state: 'reviewed' })).toBe(false);
    const table = tableDocument('th', 'ProficiencyBonusTable');
    expect(valid('table', { ...table, state: 'accepted' })).toBe(false);
    const credit = { by: 'Somchai', on: '2026-11-01', kind: 'review', acceptedBy: null };
    expect(valid('table', { ...table, reviewer: credit })).toBe(false);
    expect(valid('table', { ...table, state: 'reviewed', reviewer: credit })).toBe(true);
  });

  it('refuse converted text that names nothing it was converted from', () => {
    const converted = ruleDocument('zh-hant', 'D20Tests');
    expect(converted.state).toBe('converted');
    expect(valid('rule', { ...converted, convertedFrom: null })).toBe(false);
    const term = glossaryDocument('zh-hant').terms[0]!;
    expect(term.state).toBe('converted');
    const glossary = glossaryDocument('zh-hant');
    expect(valid('glossary', { ...glossary, terms: [{ ...term, convertedFrom: null }] })).toBe(false);
  });

  // Issue 101: a Playtest or Free Rules licence (or source) cannot say open. The class: every closed
  // source of the catalog, put on an open rule, glossary term and table, each with `open: true`.
  it('refuse open: true with a licence or source that is not open', () => {
    const closed = Object.entries(rulesIndex('en').sources).filter(([, source]) => !source.open);
    const term = glossaryDocument('en');
    const table = tableDocument('en', 'ProficiencyBonusTable');
    let refused = 0;
    let cases = 0;
    for (const [key, source] of closed) {
      const claims = [
        { license: source.license, source: key },
        { license: source.license, source: current.source },
        { license: current.license, source: key },
      ];
      for (const claim of claims) {
        const broken = [
          valid('rule', { ...current, ...claim, open: true }),
          valid('glossary', { ...term, terms: [{ ...term.terms[0]!, ...claim, open: true }] }),
          valid('table', { ...table, ...claim, open: true }),
        ];
        cases += broken.length;
        refused += broken.filter((ok) => !ok).length;
        expect(valid('rule', { ...current, ...claim, open: false })).toBe(true);
      }
    }
    console.log(
      `open tied to licence: ${refused} of ${cases} closed claims refused (${closed.length} closed sources)`,
    );
    expect(refused).toBe(cases);
    expect(closed.map(([key]) => key)).toEqual(expect.arrayContaining(['playtest', 'free-rules-2024']));
    expect(valid('rule', current)).toBe(true);
  });
});

// Issue 101: one document per glossary term per locale (a bot read a 283 KB glossary for one term).
describe('the per-term documents', () => {
  it('validate against the term schema (Ajv strict), one per term per locale, each its glossary entry', () => {
    let documents = 0;
    for (const locale of LOCALES) {
      const glossary = glossaryDocument(locale);
      expect(glossary.terms.map((term) => term.id).sort()).toEqual([...apiTermIds()].sort());
      for (const id of apiTermIds()) {
        const document = termDocument(locale, id);
        expect(valid('term', document), `${locale} ${id}`).toBe(true);
        const { $schema, apiVersion, kind, locale: own, ...term } = document;
        expect(term).toEqual(glossary.terms.find((one) => one.id === id));
        expect(term.document).toBe(`/api/v2/${locale}/glossary/${encodeURIComponent(id)}.json`);
        documents += 1;
      }
    }
    console.log(
      `per-term documents: ${documents} valid (${apiTermIds().length} terms x ${LOCALES.length} locales)`,
    );
  });
});
