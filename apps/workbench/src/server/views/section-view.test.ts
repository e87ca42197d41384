/**
 * The section view (GET /api/section) on the real content: a th draft opens with its text, its
 * save base and its neighbours in book order; a section missing here (taken out of a copy of the
 * model) opens empty and can be created from the English; a zh-hant section nobody wrote by hand
 * opens with its generated text and the zh text it comes from.
 */
import { convertedText, loadContent, sectionTextHash } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { pickDraft } from '../../../tests/pick-sections.ts';
import type { CheckResponse } from '../../shared/api-types.ts';
import { bookOrder, sectionState } from '../section-state.ts';
import { openedText, sectionView } from './section-view.ts';

const model = loadContent();
const knownRuleIds = new Set(model.sections.keys());
const check: CheckResponse = { findings: [], html: '<p>checked</p>', glossary: [], errors: 0, warnings: 0 };

describe('sectionView', () => {
  it('opens a th draft with its text, save base, check and neighbours in book order', () => {
    const { id, markdown, file } = pickDraft(model, 'th');
    const view = sectionView(model, 'th', id, { ui: 'th', knownRuleIds, check });
    const order = bookOrder(model);
    const at = order.findIndex((row) => row.id === id);
    expect(view).toMatchObject({
      id,
      locale: 'th',
      state: 'draft',
      file,
      markdown,
      base: sectionTextHash(markdown),
      drafted: true,
      translationOnly: false,
      creatable: false,
      unreadable: null,
      convertedFrom: null,
      previous: order[at - 1]?.id ?? null,
      next: order[at + 1]?.id ?? null,
    });
    expect(view.check).toBe(check);
    expect(view.english.markdown).toBe(model.sections.get(id)!.en!.markdown);
    // The English rendered by the site's pipeline, its rule links opening sections here.
    expect(view.english.html).toMatch(/^<h\d/);
    expect(view.english.html).not.toContain('href="/');
  });

  it('opens a section missing here empty, to be created from the English in its page file', () => {
    const { id } = pickDraft(model, 'zh');
    const sections = new Map(model.sections);
    sections.set(id, { ...model.sections.get(id)!, zh: undefined });
    const without = { ...model, sections };
    expect(openedText(without, 'zh', id)).toBeNull();
    const view = sectionView(without, 'zh', id, { ui: 'en', knownRuleIds, check: null });
    expect(view).toMatchObject({
      state: 'missing',
      markdown: null,
      base: null,
      creatable: true,
      drafted: false,
    });
    expect(view.file).toBe(model.sections.get(id)!.zh!.file);
  });

  it('opens a converted zh-hant section with its generated text and the zh text it comes from', () => {
    const id = [...model.sections.keys()].find((key) => sectionState(model, 'zh-hant', key) === 'converted');
    expect(id, 'a converted zh-hant section').toBeDefined();
    const view = sectionView(model, 'zh-hant', id!, { ui: 'zh', knownRuleIds, check: null });
    const generated = convertedText(model, 'zh-hant', id!);
    expect(view).toMatchObject({
      state: 'converted',
      markdown: generated,
      base: sectionTextHash(generated!),
    });
    expect(view.convertedFrom).toEqual({
      locale: 'zh',
      markdown: model.sections.get(id!)!.zh!.markdown,
      stale: false,
    });
  });
});
