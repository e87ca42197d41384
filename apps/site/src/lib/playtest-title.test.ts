import { readdirSync, readFileSync } from 'node:fs';
import { TRANSLATED_LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { playtestTitle } from './playtest-title.ts';

describe('playtest-only topics in the reader’s language', () => {
  it('gives every playtest page of the content a Thai and a Chinese title', () => {
    // The topics only the Playtest has are its files named Playtest<Topic> (content/README.md).
    const dir = new URL('../../../../content/playtest/', import.meta.url);
    const ids = readdirSync(dir)
      .filter((name) => name.startsWith('Playtest') && name.endsWith('.md'))
      .map((name) => name.slice(0, -3));
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) {
      const title = /^title: (.+)$/m.exec(readFileSync(new URL(`${id}.md`, dir), 'utf8'))?.[1] ?? id;
      for (const locale of TRANSLATED_LOCALES) {
        const shown = playtestTitle({ id, title }, locale);
        expect(shown.locale, `${id} ${locale}`).toBe(locale);
        expect(shown.title, `${id} ${locale}`).toMatch(/[\u0E00-\u0E7F\u4E00-\u9FFF]/);
      }
    }
  });

  it('names an untranslated topic in English, marked as English', () => {
    expect(playtestTitle({ id: 'PlaytestNothing', title: 'Nothing' }, 'zh')).toEqual({
      title: 'Nothing',
      locale: 'en',
    });
    expect(playtestTitle({ id: 'PlaytestContests', title: 'Contests' }, 'zh')).toEqual({
      title: '对抗',
      locale: 'zh',
    });
  });
});
