/**
 * The front matter editor reads the map as YAML does (the `yaml` package's syntax tree), not by
 * its own line patterns: a map key written in quotes, or a key with a space before its colon, is
 * the same map, and an edit keeps every other byte (issue 63).
 */
import { createTranslator } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { editMapEntries } from './edit-map-entries.ts';

const edit = (text: string, values: Record<string, string>) =>
  editMapEntries(Buffer.from(text, 'utf8'), {
    map: 'translation',
    values: new Map(Object.entries(values)),
    missing: 'insert',
  });

describe('editMapEntries', () => {
  it('edits a map whose key is quoted, keeping each value’s quoting style and comment', () => {
    const before = `---\ntitle: ลูกเต๋า\n"translation":\n  Dice: 'aaaaaaaaaaaa' # ทอย\n  DiceNotation: bbbbbbbbbbbb\n---\nข้อความ\n`;
    const result = edit(before, {
      Dice: '111111111111',
      DiceNotation: 'cccccccccccc',
      D20Tests: 'dddddddddddd',
    });
    expect(result.ok && result.bytes.toString('utf8')).toBe(
      `---\ntitle: ลูกเต๋า\n"translation":\n  Dice: '111111111111' # ทอย\n  DiceNotation: cccccccccccc\n  D20Tests: "dddddddddddd"\n---\nข้อความ\n`,
    );
  });

  it('edits a map key written with a space before its colon, and quotes a value YAML would read as a number', () => {
    const before = `---\r\ntranslation :\r\n    Dice: abcdefabcdef\r\n---\r\n`;
    const result = edit(before, { Dice: '123456789012' });
    expect(result.ok && result.bytes.toString('utf8')).toBe(
      `---\r\ntranslation :\r\n    Dice: "123456789012"\r\n---\r\n`,
    );
  });

  it('still refuses what it must not edit, as { code, params } at the file line', () => {
    const twice = `---\ntranslation:\n  Dice: a\n  Dice: b\n---\n`;
    expect(edit(twice, { Dice: 'c' })).toEqual({
      ok: false,
      refusal: {
        line: 4,
        code: 'content.frontmatter.entry-twice',
        params: { id: 'Dice', map: 'translation', first: 3, second: 4 },
      },
    });
    const flow = `---\ntranslation: [Dice]\n---\n`;
    expect(edit(flow, { Dice: 'c' })).toMatchObject({
      ok: false,
      refusal: {
        line: 2,
        code: 'content.frontmatter.flow-list',
        params: { what: 'map', map: 'translation' },
      },
    });
  });

  it('refuses front matter that is no YAML with a problem key every language words, not the parser’s English', () => {
    const broken = `---\ntitle: "ลูกเต๋า\ntranslation:\n  Dice: a\n---\n`;
    const result = edit(broken, { Dice: 'c' });
    expect(result).toMatchObject({ ok: false, refusal: { code: 'content.frontmatter.invalid-yaml' } });
    const refusal = result.ok ? undefined : result.refusal;
    expect(refusal?.params).toEqual({ problemKey: expect.stringMatching(/^content\.problem\.yaml-/) });
    for (const locale of ['th', 'zh'] as const) {
      const text = createTranslator(locale).problem({ code: refusal!.code, params: refusal!.params });
      // No English sentence (the parser's own message) outside the command in backticks.
      expect(text.replace(/`[^`]*`/g, '')).not.toMatch(/[A-Za-z]{3,} [a-z]{3,} [a-z]{3,}/);
      expect(text).not.toContain('$t(');
    }
  });

  it('removes an entry’s line, and the map’s key line with its last entry, every other byte kept', () => {
    const remove = (text: string, id: string) =>
      editMapEntries(Buffer.from(text, 'utf8'), {
        map: 'review',
        values: new Map(),
        missing: 'insert',
        remove: new Set([id]),
      });
    const two = `---\ntitle: ลูกเต๋า\nreview:\r\n  Dice: draft # ทอย\r\n  D20Tests: "draft"\r\nsource: x\n---\nข้อความ\n`;
    const one = remove(two, 'D20Tests');
    expect(one.ok && one.bytes.toString('utf8')).toBe(
      `---\ntitle: ลูกเต๋า\nreview:\r\n  Dice: draft # ทอย\r\nsource: x\n---\nข้อความ\n`,
    );
    const none = remove(one.ok ? one.bytes.toString('utf8') : '', 'Dice');
    expect(none.ok && none.bytes.toString('utf8')).toBe(`---\ntitle: ลูกเต๋า\nsource: x\n---\nข้อความ\n`);
    expect(none.ok && none.previous.get('Dice')).toBe('draft');
    // An entry the map does not have: nothing changes.
    const absent = remove(two, 'Resting');
    expect(absent.ok && absent.changed).toBe(false);
  });
});
