/**
 * A section only the translations carry (issue 98: "a translation-only section's dice change (d10 →
 * d12) gets a note but no check"): `content check` holds each translation of it to the other's
 * dice, an error at file:line:column in each (decision 510). Today's text: none; Random Tables'
 * "d10 or d100" written "d12" in Thai: an error in the Thai file at the d12 and in the Chinese file
 * at its d10.
 */
import { describe, expect, it } from 'vitest';
import { checkTranslationQa } from '../check/translation-qa.ts';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel } from '../model/types.ts';
import { draftBlockers, gateModel } from '../review/page/review-blockers.ts';

const model = loadContent({});

function withThai(id: string, edit: (markdown: string) => string): ContentModel {
  const entry = model.sections.get(id)!;
  const sections = new Map(model.sections);
  sections.set(id, { ...entry, th: { ...entry.th!, markdown: edit(entry.th!.markdown) } });
  return { ...model, sections };
}

const siblings = (checked: ContentModel) =>
  checkTranslationQa(checked).filter((diagnostic) => diagnostic.ruleId === 'qa-dice-sibling');

describe('a translation-only section held to its other translation’s dice', () => {
  it('finds nothing on today’s text', () => {
    expect(model.sections.get('RandomTables')?.en).toBeUndefined();
    expect(siblings(model)).toEqual([]);
  });

  it('refuses d10 written d12 in Thai, in each file at its place', () => {
    const changed = withThai('RandomTables', (markdown) => markdown.replace('d10 หรือ d100', 'd12 หรือ d100'));
    const thai = model.sections.get('RandomTables')!.th!;
    const line = thai.position.line + thai.markdown.split('\n').findIndex((text) => text.includes('d10 หรือ'));
    const found = siblings(changed).map(({ file, line, column, severity, params }) => ({
      file,
      line,
      column,
      severity,
      found: params.found,
      expected: params.expected,
    }));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({
      file: thai.file,
      line,
      severity: 'error',
      found: 'd12',
      expected: 'd10',
    });
    expect(found[1]).toMatchObject({ file: model.sections.get('RandomTables')!.zh!.file, found: 'd10' });
    const column =
      thai.markdown
        .split('\n')
        .find((text) => text.includes('d10 หรือ'))!
        .indexOf('d10') + 1;
    expect(found[0]!.column).toBe(column);
  });

  it('refuses the same edit typed in the workbench or the review page (the one gate)', () => {
    const thai = model.sections.get('RandomTables')!.th!;
    const gate = gateModel(model, 'th', 'RandomTables')!;
    const typed = thai.markdown.replace('d10 หรือ d100', 'd12 หรือ d100');
    const blockers = (markdown: string) =>
      draftBlockers(gate, 'th', 'RandomTables', markdown, { knownRuleIds: new Set(model.sections.keys()) })!
        .map(({ diagnostic }) => diagnostic)
        .filter((diagnostic) => diagnostic.ruleId === 'qa-dice-sibling');
    expect(blockers(thai.markdown)).toEqual([]);
    expect(blockers(typed).map(({ severity, params }) => [severity, params.found, params.expected])).toEqual([
      ['error', 'd12', 'd10'],
    ]);
  });
});
