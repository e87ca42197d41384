/**
 * No Thai text of the project holds a word a browser would break inside and the borrowed-words list
 * lacks (unlisted-breaks.ts): every Thai UI and CLI string, glossary name and definition, content
 * file and source name. The built pages are read the same way by the site's browser check
 * 88-thai-line-breaks.ts. A failure names the key or file, the letters around the break, and the fix.
 */
import { describe, expect, it } from 'vitest';
import { thaiTexts } from '../../test/support/thai-texts.ts';
import { cutGameWords, thaiGameWords } from './cut-game-words.ts';
import { THAI_BORROWED_WORDS } from './keep-words-together.ts';
import { thaiWordList } from './thai-dictionary.ts';
import { unlistedThaiBreaks } from './unlisted-breaks.ts';

function report(texts: readonly [string, string][], words?: readonly string[]): string[] {
  return texts.flatMap(([where, text]) =>
    unlistedThaiBreaks(text, words, thaiWordList()).map(
      ({ context }) =>
        `${where}: a line can break at "${context}": add the word to thai-words/borrowed-words.json`,
    ),
  );
}

describe('Thai words a line would break inside are on the borrowed-words list', () => {
  it('finds none in any Thai string, glossary text, content file or source name', () => {
    const texts = thaiTexts();
    expect(texts.length).toBeGreaterThan(2500);
    expect(report(texts)).toEqual([]);
  });

  it('fails when a listed word is taken off the list, naming the key and the letters around the break', () => {
    const without = THAI_BORROWED_WORDS.filter((word) => word !== 'มอนสเตอร์');
    const found = report([['tracker.add.kind.monster', 'มอนสเตอร์']], without);
    expect(found).toContain(
      'tracker.add.kind.monster: a line can break at "มอน|สเตอร์": add the word to thai-words/borrowed-words.json',
    );
    expect(report(thaiTexts(), without).length).toBeGreaterThan(20);
  });

  it('finds the fifth reading’s syllable-level cuts when unlisted (เก|รย์ฮอว์ค, เวิร์กเบน|ช์), none when listed', () => {
    const without = THAI_BORROWED_WORDS.filter((word) => !['เกรย์ฮอว์ค', 'เวิร์กเบนช์'].includes(word));
    expect(unlistedThaiBreaks('แคมเปญเกรย์ฮอว์ค', without).map(({ context }) => context)).toEqual([
      'แคมเปญเก|รย์ฮอว์ค',
    ]);
    expect(unlistedThaiBreaks('เวิร์กเบนช์ไว้', without).map(({ context }) => context)).toEqual(['วิร์กเบน|ช์ไว้']);
    expect(unlistedThaiBreaks('แคมเปญเกรย์ฮอว์ค เวิร์กเบนช์ไว้')).toEqual([]);
  });

  it('leaves native words alone: the breaks between them are where lines may break', () => {
    expect(unlistedThaiBreaks('ระยะเคลื่อนที่ของสิ่งมีชีวิตลดลงครึ่งหนึ่ง')).toEqual([]);
    expect(unlistedThaiBreaks('วันศุกร์ที่ผ่านมา และจันทร์')).toEqual([]);
  });

  // The sixth reading (th-zh-hant-2026-11-28-sixth T27, section 6): ICU cuts these borrowed words into
  // pieces that look like syllables; the word list sees that a piece is no word.
  it.each([
    ['สำหรับแชตบอต', ['แชตบอต', 'แชต'], ['สำหรับแช|ตบอต']],
    ['แค็ตตาล็อก', ['แค็ตตาล็อก'], ['แค็ต|ตาล็อก']],
    ['คอมมิต', ['คอมมิต'], ['คอม|มิต']],
    ['อิชชู', ['อิชชู'], ['อิช|ชู']],
  ] as const)(
    'finds %s when %s is not listed (a cut into valid syllables), none when listed',
    (text, words, contexts) => {
      const without = THAI_BORROWED_WORDS.filter((listed) => !(words as readonly string[]).includes(listed));
      expect(unlistedThaiBreaks(text, without, thaiWordList()).map(({ context }) => context)).toEqual(
        contexts,
      );
      // Before: the shape rules alone (no word list) saw nothing.
      expect(unlistedThaiBreaks(text, without)).toEqual([]);
      expect(unlistedThaiBreaks(text, THAI_BORROWED_WORDS, thaiWordList())).toEqual([]);
    },
  );

  it('reads a word the list has, or one made of its words, as whole (ไม่มี = ไม่ + มี), and a listed word only where it ends a syllable', () => {
    expect(unlistedThaiBreaks('ไม่มีเว็บไซต์ที่สูงสุด', THAI_BORROWED_WORDS, thaiWordList())).toEqual([]);
    // โนม (Gnomish) is listed; อัตโนมัติ holds its letters but not the word.
    expect(unlistedThaiBreaks('ทำงานอัตโนมัติ', THAI_BORROWED_WORDS, thaiWordList())).toEqual([]);
  });
});

// Sixth reading section 6: การคงคาถา is cut การ|คงคา|ถา, two dictionary words, which the check above
// cannot tell from a right cut; a game word the dictionary knows whole, cut in context, is seen.
describe('Thai game words (glossary words, คาถา) a line would break inside', () => {
  it('finds none in any Thai string, glossary text, content file or source name', () => {
    expect(thaiGameWords()).toContain('คาถา');
    expect(thaiGameWords()).toContain('สมาธิ');
    expect(
      thaiTexts().flatMap(([where, text]) => cutGameWords(text).map(({ context }) => `${where}: ${context}`)),
    ).toEqual([]);
  });

  it('finds การคงคา|ถา, which the dictionary check misses (both halves are words)', () => {
    expect(unlistedThaiBreaks('การคงคาถาไว้', THAI_BORROWED_WORDS, thaiWordList())).toEqual([]);
    expect(cutGameWords('การคงคาถาไว้').map(({ context }) => context)).toEqual(['การคงคา|ถาไว้']);
    expect(cutGameWords('ร่ายคาถาได้ การรักษาคาถา')).toEqual([]);
  });

  it('finds ทุกร|อบ in the Combat text when ทุกรอบ is taken off the borrowed-words list', () => {
    const without = THAI_BORROWED_WORDS.filter((word) => word !== 'ทุกรอบ');
    const combat = thaiTexts().filter(([where]) => where === 'content/th/playing-the-game/Combat.md');
    expect(combat).toHaveLength(1);
    expect(cutGameWords(combat[0]![1], thaiGameWords(), without).map(({ context }) => context)).toEqual([
      'เดิมทุกร|อบ',
    ]);
  });
});
