/**
 * v2 of the data API (decision 451): the shapes round 2 retyped in v1 and the fields issue 101
 * added as optional are the v2 shapes, required. Each v1 shape of the class, put on a document as
 * built, is refused by Ajv strict against the published v2 schema; the document as built passes.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { API_KINDS, catalogPath } from './api-paths.ts';
import { jsonSchemaOf } from './api-schemas.ts';
import { catalogDocument } from './catalog-document.ts';
import { glossaryDocument } from './glossary-document.ts';
import { retiredV1Note } from './retired-v1.ts';
import { ruleDocument, rulesIndex } from './rule-documents.ts';
import { tableDocument } from './table-documents.ts';

const ajv = new Ajv2020({ strict: true, allErrors: false });
for (const kind of API_KINDS) ajv.addSchema(jsonSchemaOf(kind));
const valid = (kind: string, document: unknown) => ajv.getSchema(`/api/v2/schema/${kind}.json`)!(document);
const without = <T extends object>(record: T, field: keyof T) => {
  const { [field]: _gone, ...rest } = record;
  return rest;
};

describe('the v2 shapes', () => {
  it('refuse every v1 shape of a retyped or newly required field', () => {
    const rule = ruleDocument('th', 'PlayingtheGame');
    const glossary = glossaryDocument('th');
    const term = glossary.terms[0]!;
    const table = tableDocument('zh', 'ProficiencyBonusTable');
    const catalog = catalogDocument();
    const v1Shapes: Array<[string, string, unknown]> = [
      ['rule', 'apiVersion 1', { ...rule, apiVersion: 1 }],
      ['rule', 'no textOpen', without(rule, 'textOpen')],
      ['rule', 'no blocks', without(rule, 'blocks')],
      [
        'rule',
        'a block without its source',
        { ...rule, blocks: rule.blocks!.map((b) => without(b, 'source')) },
      ],
      [
        'glossary',
        'source as { name, licence }',
        { ...glossary, terms: [{ ...term, source: { name: 'SRD', licence: 'CC-BY-4.0' } }] },
      ],
      ['glossary', 'a term without its document', { ...glossary, terms: [without(term, 'document')] }],
      [
        'table',
        'source as { source, seed, lines }',
        { ...table, source: { source: table.source, seed: 1, lines: [1] } },
      ],
      ['catalog', 'no changelog', without(catalog, 'changelog')],
    ];
    const refused = v1Shapes.filter(([kind, , document]) => !valid(kind, document));
    console.log(`v2 shapes: ${refused.length} of ${v1Shapes.length} v1 shapes refused`);
    expect(refused.map(([kind, what]) => `${kind}: ${what}`)).toEqual(
      v1Shapes.map(([kind, what]) => `${kind}: ${what}`),
    );
    for (const [kind, document] of [
      ['rule', rule],
      ['glossary', glossary],
      ['table', table],
      ['catalog', catalog],
    ] as const)
      expect(valid(kind, document), kind).toBe(true);
  });

  it('a rule with `open: true` and the Playtest licence is refused by the v2 schema', () => {
    const rule = ruleDocument('en', 'D20Tests');
    const playtest = rulesIndex('en').sources.playtest!;
    expect(valid('rule', rule)).toBe(true);
    expect(valid('rule', { ...rule, license: playtest.license, open: true })).toBe(false);
    expect(valid('rule', { ...rule, source: 'playtest', license: playtest.license, open: true })).toBe(false);
  });

  it('the retired v1 note names the v2 catalog, which says v2', () => {
    expect(retiredV1Note()).toMatchObject({ apiVersion: 1, retired: true, successor: catalogPath() });
    expect(catalogPath()).toBe('/api/v2/index.json');
    expect(catalogDocument()).toMatchObject({ apiVersion: 2, $schema: '/api/v2/schema/catalog.json' });
  });
});
