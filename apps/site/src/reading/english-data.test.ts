import { describe, expect, it } from 'vitest';
import { readPageEnglish } from './english-data.ts';
import { pageEnglishUrl } from './page-english-url.ts';

describe("the page's English file, read defensively", () => {
  it('keeps each section by ID: its English indexes, its well-formed blocks and a stale translation’s changes', () => {
    const read = readPageEnglish({
      sections: [
        {
          id: 'Combat',
          en: [[0], [1, 2], 'x', [-1, 3]],
          blocks: [
            ['heading', 'Combat'],
            null,
            ['paragraph', 5],
            ['paragraph', 'Roll.'],
            ['table', 'A | B\n1 | 2', 'Note.'],
          ],
          changes: {
            0: [
              { kind: 'same', value: 'Com' },
              { kind: 'added', value: 'bat' },
              { kind: 'evil', value: 'x' },
            ],
            y: [],
          },
        },
        { en: [[0]] },
        null,
      ],
    });
    expect([...read.sections.keys()]).toEqual(['Combat']);
    const combat = read.sections.get('Combat')!;
    expect(combat.en).toEqual([[0], [1, 2], [], [3]]);
    expect([...combat.blocks.keys()]).toEqual([0, 3, 4]);
    expect(combat.blocks.get(3)).toEqual({ index: 3, kind: 'paragraph', text: 'Roll.' });
    expect(combat.blocks.get(4)).toEqual({ index: 4, kind: 'table', text: 'A | B\n1 | 2', note: 'Note.' });
    expect(combat.changes.get(0)).toEqual([
      { kind: 'same', value: 'Com' },
      { kind: 'added', value: 'bat' },
    ]);
    expect(combat.changes.size).toBe(1);
  });

  it('reads nothing from a file that is not one', () => {
    const read = readPageEnglish('<html>');
    expect(read.sections.size).toBe(0);
  });

  it("asks for the English file of the rule page's own locale and ID", () => {
    expect(pageEnglishUrl('/th/rules/D20Tests/')).toBe('/th/rules/D20Tests/english.json');
    expect(pageEnglishUrl('/zh-hant/rules/Combat/index.html')).toBe('/zh-hant/rules/Combat/english.json');
    expect(pageEnglishUrl('/zh/rules/Combat')).toBe('/zh/rules/Combat/english.json');
    expect(pageEnglishUrl('/th/glossary/')).toBeNull();
    expect(pageEnglishUrl('/th/glossary/Advantage/')).toBe('/th/glossary/Advantage/english.json');
    expect(pageEnglishUrl('/zh/glossary/link-names.json')).toBeNull();
  });
});
