import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryDefinitions, glossaryTerms } from '../glossary/index.ts';
import { NAMESPACES, resources } from '../resources/index.ts';
import {
  borrowedWordRanges,
  joinBorrowedWords,
  joinBorrowedWordsIn,
  THAI_BORROWED_WORDS,
  WORD_JOINER,
  ZERO_WIDTH_SPACE,
} from './keep-words-together.ts';

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const strip = (text: string) => text.replaceAll(WORD_JOINER, '').replaceAll(ZERO_WIDTH_SPACE, '');

/** The Thai content files, strings, glossary and source names (the footer) the list is collected from. */
function thaiCorpus(): string {
  const root = new URL('../../../../content/th/', import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.md'),
  );
  const content = files.map((file) => readFileSync(new URL(file, root), 'utf8'));
  const strings = NAMESPACES.flatMap((namespace) => Object.values(resources.th[namespace] ?? {}));
  const glossary = glossaryTerms.flatMap((term) => [term.names.th, glossaryDefinitions.th[term.id] ?? '']);
  const sources = readFileSync(new URL('../../../../content/sources.yaml', import.meta.url), 'utf8');
  return [...content, ...strings, ...glossary, sources].join('\n');
}

describe('Thai borrowed words kept on one line', () => {
  it('lists the words the issue names, each used in the Thai text, none twice', () => {
    expect(THAI_BORROWED_WORDS).toEqual(expect.arrayContaining(['มอนสเตอร์', 'เทิร์น', 'อินิชิเอทีฟ', 'ออร่า']));
    expect(new Set(THAI_BORROWED_WORDS).size).toBe(THAI_BORROWED_WORDS.length);
    const corpus = thaiCorpus();
    expect(THAI_BORROWED_WORDS.filter((word) => !corpus.includes(word))).toEqual([]);
  });

  it('lists the words of the fourth reading (th-zh-hant-2026-11-27 T13), each cut inside by the dictionary', () => {
    const named = ['ครีเอทีฟคอมมอนส์', 'วอร์ล็อก', 'เคลริก', 'เปอร์เซ็นต์ไทล์', 'เทอร์รัน', 'ออรัน'];
    const native = ['เป็นกลาง', 'เป็นกลุ่ม'];
    expect(THAI_BORROWED_WORDS).toEqual(expect.arrayContaining([...named, ...native]));
    const cut = (word: string) => [...segmenter.segment(word)].map(({ segment }) => segment);
    for (const word of [...named, ...native]) expect(cut(word).length, word).toBeGreaterThan(1);
    // Why the native words are listed: a line could end in เป็นก.
    expect(cut('เป็นกลาง')[0]).toBe('เป็นก');
  });

  it("lists the review credit line's words, each cut inside by the dictionary (ตรวจ|ทาน on a phone)", () => {
    const credit = ['ตรวจทาน', 'ผู้ตรวจทาน', 'ลงนาม', 'ผู้ดูแล'];
    expect(THAI_BORROWED_WORDS).toEqual(expect.arrayContaining(credit));
    for (const word of credit) expect([...segmenter.segment(word)].length, word).toBeGreaterThan(1);
    // The longest is found first: ผู้ตรวจทาน is not cut into ผู้ and ตรวจทาน.
    expect(borrowedWordRanges('ผู้ตรวจทานโดย').map(({ word }) => word)).toEqual(['ผู้ตรวจทาน']);
  });

  it('lists the words a phone showed cut on the developers and review pages (นัก|พัฒนา at 328-332 px), each cut by the dictionary', () => {
    const seen = ['นักพัฒนา', 'เผยแพร่', 'ถูกต้อง'];
    expect(THAI_BORROWED_WORDS).toEqual(expect.arrayContaining(seen));
    for (const word of seen) expect([...segmenter.segment(word)].length, word).toBe(2);
  });

  it('lists words the Thai dictionary does not keep whole (why the list exists)', () => {
    const split = (word: string) => [...segmenter.segment(word)].length > 1;
    expect(split('มอนสเตอร์') && split('อินิชิเอทีฟ') && split('ออร่า')).toBe(true);
  });

  it('finds the longest word at a place: รีแอ็คชัน, not แอ็คชัน inside it; not a word that ends inside a syllable', () => {
    expect(borrowedWordRanges('ใช้รีแอ็คชันหรือแอ็คชัน').map(({ word, start }) => `${word}@${start}`)).toEqual([
      'รีแอ็คชัน@3',
      'แอ็คชัน@16',
    ]);
    expect(borrowedWordRanges('ฟีตี')).toEqual([]);
    expect(borrowedWordRanges('Monster turn')).toEqual([]);
  });

  it('joins a word inside and lets the line break only at its edges', () => {
    const text = 'เทิร์นของมอนสเตอร์ตัวนั้น';
    const out = joinBorrowedWords(text);
    expect(strip(out)).toBe(text);
    expect(out).toContain(`ของ${ZERO_WIDTH_SPACE}ม${WORD_JOINER}อ${WORD_JOINER}น`);
    expect(out).toContain(`ร์${ZERO_WIDTH_SPACE}ตัว`);
    // A mark stays on its letter: เ|ท|ิ|ร|์ becomes เ⁠ทิ⁠ร์⁠น, never a joiner before ิ or ์.
    expect(out.startsWith(['เ', 'ทิ', 'ร์', 'น'].join(WORD_JOINER))).toBe(true);
    expect(joinBorrowedWords(out)).toBe(out);
  });

  it('leaves a text without a listed word, and non-Thai strings, as they are', () => {
    expect(joinBorrowedWords('ทอย 1d20 แล้วบวก')).toBe('ทอย 1d20 แล้วบวก');
    const messages = { a: 'มอนสเตอร์ {{name}}', b: 'Monster' };
    expect(joinBorrowedWordsIn(messages, 'en')).toBe(messages);
    expect(strip(joinBorrowedWordsIn(messages, 'th').a)).toBe('มอนสเตอร์ {{name}}');
    expect(joinBorrowedWordsIn(messages, 'th').a).toContain(WORD_JOINER);
  });
});
