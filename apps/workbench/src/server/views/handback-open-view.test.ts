/**
 * The opened hand-back file (POST /api/handback-open) on the real content: a section as it is here
 * is `same`, one changed from the text it started from is `replace`, one changed on both sides is a
 * `conflict` with this side's text, its save base and a word diff; a bundle naming a section this
 * content does not have is the import's own problem.
 */
import { type HandbackBundle, loadContent, sectionTextHash } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { pickDraft } from '../../../tests/pick-sections.ts';
import { handbackOpenView } from './handback-open-view.ts';

const model = loadContent();
const { id, markdown } = pickDraft(model, 'th');
const bundle = (sections: HandbackBundle['sections']): HandbackBundle => ({
  format: 'polyhedral-handback',
  version: 1,
  locale: 'th',
  exported: '2026-11-25T10:00:00.000Z',
  startingPoint: 'git:0',
  sections,
});
const section = (
  fields: Partial<HandbackBundle['sections'][number]>,
): HandbackBundle['sections'][number] => ({
  id,
  start: sectionTextHash(markdown),
  english: null,
  markdown,
  review: null,
  ...fields,
});

describe('handbackOpenView', () => {
  it('says what importing would do, section by section', () => {
    const changed = `${markdown}\n\nย่อหน้าใหม่`;
    const shown = handbackOpenView(
      model,
      bundle([
        section({}),
        section({ markdown: changed, review: { state: 'reviewed', by: 'Nok', date: '2026-11-20' } }),
        section({ markdown: changed, start: 'f'.repeat(64) }),
      ]),
    );
    expect(shown.ok).toBe(true);
    if (!shown.ok) return;
    const [same, replace, conflict] = shown.view.sections;
    const title = model.sections.get(id)!.th!.title;
    expect(same).toEqual({ id, title, action: 'same', incoming: markdown, review: null });
    expect(replace).toMatchObject({ action: 'replace', review: { by: 'Nok', date: '2026-11-20' } });
    expect(replace).not.toHaveProperty('parts');
    expect(conflict).toMatchObject({
      action: 'conflict',
      current: markdown,
      base: sectionTextHash(markdown),
    });
    expect(
      conflict!
        .parts!.filter((part) => part.kind === 'added')
        .map((part) => part.value)
        .join(''),
    ).toContain('ย่อหน้าใหม่');
    expect(shown.view).toMatchObject({ locale: 'th', exported: '2026-11-25T10:00:00.000Z' });
  });

  it('a section this content does not have: handback.import.unknown-ids, naming it', () => {
    expect(handbackOpenView(model, bundle([section({}), section({ id: 'NoSuchRule' })]))).toEqual({
      ok: false,
      problem: { code: 'handback.import.unknown-ids', params: { ids: 'NoSuchRule' } },
    });
  });
});
