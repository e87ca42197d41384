import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { captureRun } from '@polyhedral/core/cli';
import { LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { siteContent } from '../lib/site-content.ts';
import { API_SCHEMAS, catalogSchema, jsonSchemaOf, ruleSchema, rulesIndexSchema } from './api-schemas.ts';
import { catalogDocument } from './catalog-document.ts';
import { glossaryDocument } from './glossary-document.ts';
import { apiRuleIds, ruleDocument, rulesIndex } from './rule-documents.ts';
import { searchApiDocument } from './search-document.ts';
import { tableDocument, tablesDocument } from './table-documents.ts';

describe('the data API documents', () => {
  it('lists the same rule IDs in every locale, in the site order, each once', () => {
    const ids = apiRuleIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...siteContent().permalinks.keys()]);
    for (const locale of LOCALES) {
      const index = rulesIndexSchema.parse(rulesIndex(locale));
      expect(index.rules.map((rule) => rule.id)).toEqual(ids);
    }
  });

  it('gives English rules as current, with the text as authored and its heading ID', () => {
    const rule = ruleSchema.parse(ruleDocument('en', 'D20Tests'));
    expect(rule).toMatchObject({
      id: 'D20Tests',
      locale: 'en',
      language: 'en',
      state: 'current',
      fallback: null,
    });
    expect(rule.page).toBe('/en/rules/D20Tests/');
    expect(rule.text?.length).toBeGreaterThan(0);
    const sub = ruleDocument('en', rule.subsections[0]!);
    expect(sub.parent).toBe('D20Tests');
    expect(sub.markdown).toContain(`{#${sub.id}}`);
  });

  it('takes the state of a translation from the loader (reviewIndex) and never passes English off as Thai', () => {
    const model = siteContent().model;
    for (const locale of ['th', 'zh', 'zh-hant'] as const) {
      for (const rule of rulesIndex(locale).rules) {
        const own = model.sections.get(rule.id)?.[locale];
        if (rule.state === 'missing') {
          expect(rule.fallback?.locale).not.toBe(locale);
          expect(ruleDocument(locale, rule.id).markdown).toBeNull();
        } else {
          expect(rule.language).toBe(locale);
          expect(rule.fallback).toBeNull();
          expect(own).toBeDefined();
        }
        if (rule.state !== 'reviewed') expect(rule.reviewer).toBeNull();
      }
    }
  });

  // Issue 101: the Free Rules opening of th, zh (and zh-hant from zh) PlayingtheGame, marked
  // {en-none=free-rules-2024-*}, is not open, whatever the section's own source says.
  it('names the source of each block with no English and says the rule text is not open', () => {
    for (const locale of ['th', 'zh', 'zh-hant'] as const) {
      const rule = ruleSchema.parse(ruleDocument(locale, 'PlayingtheGame'));
      const written = locale === 'th' ? 'th' : 'zh';
      expect(rule.blocks?.slice(0, 2).map((block) => block.source)).toEqual([
        `free-rules-2024-${written}`,
        `free-rules-2024-${written}`,
      ]);
      expect({ textOpen: rule.textOpen, open: rule.open }).toEqual({ textOpen: false, open: false });
    }
    expect(ruleDocument('en', 'D20Tests').textOpen).toBe(true);
  });

  // The class: every rule document in every locale (text, markdown, blocks, the Playtest block).
  it('keeps no private marker in any text or markdown, and no rule text starts with its heading', () => {
    let documents = 0;
    for (const locale of LOCALES) {
      for (const id of apiRuleIds()) {
        const rule = ruleDocument(locale, id);
        documents += 1;
        const texts = [rule.text, rule.playtest?.text, ...(rule.blocks ?? []).map((block) => block.text)];
        for (const text of texts) expect(text ?? '', `${locale} ${id}`).not.toMatch(/\{[#a-z][^{}\s]*\}/i);
        expect(rule.markdown ?? '', `${locale} ${id}`).not.toMatch(/\{en-/);
        if (rule.text && rule.title)
          expect(rule.text.startsWith(`${rule.title}\n`), `${locale} ${id}`).toBe(false);
      }
    }
    console.log(`plain text: ${documents} rule documents, none with a private marker or its heading first`);
  });

  it('marks zh-hant text converted from zh by machine', () => {
    const converted = rulesIndex('zh-hant').rules.filter((rule) => rule.state === 'converted');
    expect(converted.length).toBeGreaterThan(0);
    expect(converted.every((rule) => rule.convertedFrom === 'zh')).toBe(true);
  });

  it('gives every glossary term its names in every locale and its rule', () => {
    const th = glossaryDocument('th');
    const prone = th.terms.find((term) => term.id === 'ProneCondition');
    expect(prone?.names.en).toBe('Prone');
    expect(Object.keys(prone?.names ?? {})).toEqual([...LOCALES]);
    expect(prone?.definition).not.toBeNull();
    expect(prone?.page).toBe('/th/glossary/ProneCondition/');
  });

  it('gives the core tables with the core values and the site text of each cell', () => {
    const table = tableDocument('th', 'ProficiencyBonusTable');
    const bonus = table.columns.find((column) => column.kind === 'signed');
    expect(bonus).toBeDefined();
    expect(table.rows[0]?.[bonus!.key]?.value).toBe(2);
    expect(tablesDocument('en').tables.length).toBeGreaterThan(10);
  });

  // Its provenance (source, license, open) too: issue 101 found `table --json` without the licence.
  it("the CLI's `table --json` is the API's table document without the site's fields, in every locale", () => {
    const siteOnly = [
      '$schema',
      'apiVersion',
      'rule',
      'state',
      'reviewer',
      'convertedFrom',
      'document',
      'hash',
    ];
    let cells = 0;
    for (const locale of LOCALES) {
      for (const { id } of tablesDocument(locale).tables) {
        const run = captureRun('table', id, '--json', '--locale', locale);
        expect(run.code, `${locale} ${id}: ${run.stderr}`).toBe(0);
        const api: Record<string, unknown> = { ...tableDocument(locale, id) };
        for (const key of siteOnly) delete api[key];
        expect(JSON.parse(run.stdout), `${locale} ${id}`).toEqual(api);
        cells += (api.rows as object[]).reduce((sum: number, row) => sum + Object.keys(row).length, 0);
      }
    }
    expect(cells).toBeGreaterThan(1900);
  });

  it('publishes a JSON Schema for every kind, and every document matches its zod schema', () => {
    for (const kind of Object.keys(API_SCHEMAS) as (keyof typeof API_SCHEMAS)[]) {
      expect(jsonSchemaOf(kind)).toMatchObject({ $id: `/api/v2/schema/${kind}.json` });
    }
    expect(API_SCHEMAS.catalog.safeParse(catalogDocument()).success).toBe(true);
    expect(API_SCHEMAS.glossary.safeParse(glossaryDocument('zh-hant')).success).toBe(true);
    expect(API_SCHEMAS.tables.safeParse(tablesDocument('zh')).success).toBe(true);
    expect(API_SCHEMAS.search.safeParse(searchApiDocument('th')).success).toBe(true);
  });

  it("keeps the core CLI's fixture documents the shape the build writes (packages/core/test/fixtures/api)", () => {
    const dir = fileURLToPath(new URL('../../../../packages/core/test/fixtures/api/v2/', import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.json'),
    );
    expect(files.filter((file) => file.includes('rules/')).length).toBeGreaterThanOrEqual(4);
    // Each file against the schema of its kind (rule, rules-index, glossary, catalog).
    for (const file of files) {
      const document = JSON.parse(readFileSync(`${dir}${file}`, 'utf8')) as {
        kind: keyof typeof API_SCHEMAS;
      };
      const result = API_SCHEMAS[document.kind].safeParse(document);
      expect(result.success, file).toBe(true);
    }
    // `search` reads the search documents (made by the content's searchDocumentOf, as the build's).
    for (const locale of ['th', 'zh-hant']) {
      const search = JSON.parse(readFileSync(`${dir}${locale}/search.json`, 'utf8'));
      expect(API_SCHEMAS.search.safeParse(search).success, locale).toBe(true);
    }
    // The catalog: `rule` names a source by its `localized` title (sixth reading E12).
    const catalog = catalogSchema.safeParse(JSON.parse(readFileSync(`${dir}index.json`, 'utf8')));
    expect(catalog.success).toBe(true);
    expect(catalog.data?.sources.playtest?.localized.th?.title).toBe(
      catalogDocument().sources.playtest?.localized.th?.title,
    );
  });
});
