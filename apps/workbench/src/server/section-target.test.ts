/**
 * A request names a section by locale and rule ID only: a locale the workbench reviews, an ID that
 * is letters and digits (never a path) and that the model has in English, in this translation, or
 * for zh-hant in zh.
 */
import { loadContent } from '@polyhedral/content';
import { describe, expect, it } from 'vitest';
import { findSection } from './section-target.ts';

const model = loadContent();
const onlyZh = [...model.sections.entries()].find(
  ([, entry]) => !entry.en && !entry.th && entry.zh && !entry['zh-hant'],
);

describe('findSection', () => {
  it.each([
    ['en', 'AbilityScores', 400, 'workbench.refused.locale'],
    ['xx', 'AbilityScores', 400, 'workbench.refused.locale'],
    ['th', '../etc', 400, 'workbench.refused.id'],
    ['th', '1Dice', 400, 'workbench.refused.id'],
    ['th', 'NoSuchRule', 404, 'workbench.refused.id'],
  ])('%s/%s: %i %s', (locale, id, status, code) => {
    expect(findSection(model, locale, id)).toEqual({ ok: false, status, code });
  });

  it('a section the English has, in every reviewed locale', () => {
    for (const locale of ['th', 'zh', 'zh-hant']) {
      expect(findSection(model, locale, 'AbilityScores')).toMatchObject({
        ok: true,
        locale,
        id: 'AbilityScores',
        model,
      });
    }
  });

  it('a section only zh has: found for zh and zh-hant, not for th', () => {
    expect(onlyZh, 'a section only zh has').toBeDefined();
    const [id] = onlyZh!;
    expect(findSection(model, 'zh', id).ok).toBe(true);
    expect(findSection(model, 'zh-hant', id).ok).toBe(true);
    expect(findSection(model, 'th', id)).toMatchObject({ ok: false, status: 404 });
  });
});
