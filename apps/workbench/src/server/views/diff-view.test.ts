/**
 * The stale diff (GET /api/diff) on the real content: a current translation's stamped English is
 * the English now (no change); after the English changes (in a copy of the model) the diff shows
 * the added words; a section the locale does not have has nothing to compare.
 */
import { loadContent, sectionTextHash } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { pickCurrent } from '../../../tests/pick-sections.ts';
import { diffView } from './diff-view.ts';

const model = loadContent();
const { id } = pickCurrent(model, 'th');

describe('diffView', () => {
  it('a current translation: found, not stale, every word the same', () => {
    const view = diffView(model, 'th', id);
    expect(view).toMatchObject({ found: true, stale: false });
    expect(view.parts!.every((part) => part.kind === 'same')).toBe(true);
  });

  it('the English changed since the stamp: stale, the added words marked', () => {
    const entry = model.sections.get(id)!;
    const markdown = `${entry.en!.markdown} Added words.`;
    const sections = new Map(model.sections);
    sections.set(id, { ...entry, en: { ...entry.en!, markdown, hash: sectionTextHash(markdown) } });
    const view = diffView({ ...model, sections }, 'th', id);
    expect(view).toMatchObject({ found: true, stale: true });
    expect(
      view
        .parts!.filter((part) => part.kind === 'added')
        .map((part) => part.value)
        .join(''),
    ).toContain('Added words.');
  });

  it('a section not translated here: nothing to compare', () => {
    const sections = new Map(model.sections);
    sections.set(id, { ...model.sections.get(id)!, th: undefined });
    expect(diffView({ ...model, sections }, 'th', id)).toEqual({
      found: false,
      problem: { code: 'content.diff.not-translated', params: { id, locale: 'th' } },
    });
  });
});
