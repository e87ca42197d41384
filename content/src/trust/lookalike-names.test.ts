/**
 * Names compared as people see them (issue 88): every spelling the last attack registered beside
 * the real reviewer, and ten more taken from the Unicode confusables data (unhomoglyph's copy of
 * confusables.txt: each test first finds its character there), is refused by the one name check
 * (creditedNameProblem) and by the reviewers.yaml reader the loader, import and `content check`
 * share. Plain names of other people still pass.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import confusables from 'unhomoglyph/data.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { creditedNameProblem, foldedName, lookalikeOf } from './name-skeleton.ts';
import { readReviewersSync } from './read-reviewers-sync.ts';

const REGISTERED = ['Somchai Jaidee', 'สมชาย ใจดี', '李雷', '陳美玲'];
const data = confusables as Record<string, string>;

/** The last attack's spellings: [what it is, the spelling, the registered name it imitates]. */
const ATTACK: [string, string, string][] = [
  ['double space', 'Somchai  Jaidee', 'Somchai Jaidee'],
  ['Lisu ꓢ (U+A4E2)', '\ua4e2omchai Jaidee', 'Somchai Jaidee'],
  ['Lisu ꓙ (U+A4D9)', 'Somchai \ua4d9aidee', 'Somchai Jaidee'],
  ['math-bold 𝐒 (U+1D412)', '\u{1d412}omchai Jaidee', 'Somchai Jaidee'],
  ['Braille blank U+2800', 'Somchai\u2800Jaidee', 'Somchai Jaidee'],
  ['dotless ı + U+0307', 'Somcha\u0131\u0307 Jaidee', 'Somchai Jaidee'],
  ['ideographic space U+3000', 'Somchai\u3000Jaidee', 'Somchai Jaidee'],
  ['Thai double space', 'สมชาย  ใจดี', 'สมชาย ใจดี'],
  ['Thai Braille blank U+2800', 'สมชาย\u2800ใจดี', 'สมชาย ใจดี'],
  ['Cyrillic о (U+043E)', 'S\u043emchai Jaidee', 'Somchai Jaidee'],
  ['fullwidth Ｓ (U+FF33)', '\uff33omchai Jaidee', 'Somchai Jaidee'],
  ['"rn" for "m"', 'Sornchai Jaidee', 'Somchai Jaidee'],
  ['right-to-left override', 'Somchai \u202eeediaJ', 'Somchai Jaidee'],
  ['zero-width space', 'Som\u200bchai Jaidee', 'Somchai Jaidee'],
  ['Hangul filler U+3164', 'Somchai\u3164Jaidee', 'Somchai Jaidee'],
  ['Greek ο (U+03BF)', 'S\u03bfmchai Jaidee', 'Somchai Jaidee'],
];

/** Ten more from the confusables data: [character, its prototype there, the spelling, the name imitated]. */
const FROM_DATA: [string, string, string, string][] = [
  ['\uf9e1', '李', '\uf9e1雷', '李雷'],
  ['\uf949', '雷', '李\uf949', '李雷'],
  ['\uf9ad', '玲', '陳美\uf9ad', '陳美玲'],
  ['\u0e0b', 'ช', 'สมซาย ใจดี', 'สมชาย ใจดี'],
  ['\u0e45', 'า', 'สมชๅย ใจดี', 'สมชาย ใจดี'],
  ['\u0e8d', 'ย', 'สมชา\u0e8d ใจดี', 'สมชาย ใจดี'],
  ['\u0e88', 'จ', 'สมชาย ใ\u0e88ดี', 'สมชาย ใจดี'],
  ['\u17b8', 'ี', 'สมชาย ใจด\u17b8', 'สมชาย ใจดี'],
  ['\u217d', 'c', 'Som\u217dhai Jaidee', 'Somchai Jaidee'],
  ['\u237a', 'a', 'Somch\u237ai Jaidee', 'Somchai Jaidee'],
];

function reviewersYaml(names: readonly string[]): string {
  const entries = names.map((name) => {
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .publicKey.export({ format: 'der', type: 'spki' })
      .toString('base64url');
    return `  - name: ${JSON.stringify(name)}\n    locales: [th, zh, zh-hant]\n    key: ${key}\n    added: 2026-11-20\n`;
  });
  return `reviewers:\n${entries.join('')}`;
}

function registeredBeside(real: string, spelling: string): ReturnType<typeof readReviewersSync> {
  const root = mkdtempSync(path.join(tmpdir(), 'polyhedral-lookalike-'));
  writeFileSync(path.join(root, 'reviewers.yaml'), reviewersYaml([real, spelling]));
  return readReviewersSync(root);
}

describe('look-alike names', () => {
  it.each(ATTACK)('refuses the attack spelling: %s', (_what, spelling, real) => {
    expect(spelling).not.toBe(real);
    expect(creditedNameProblem(spelling, REGISTERED)).not.toBeNull();
    expect(registeredBeside(real, spelling).ok).toBe(false);
  });

  it.each(FROM_DATA)(
    'refuses %s (confusable with %s in the data) in %s',
    (char, prototype, spelling, real) => {
      expect(data[char]).toBe(prototype);
      expect(creditedNameProblem(spelling, REGISTERED)).not.toBeNull();
      expect(registeredBeside(real, spelling).ok).toBe(false);
    },
  );

  it('names the registered reviewer a same-script look-alike imitates', () => {
    expect(
      lookalikeOf('\u{1d412}\u{1d428}\u{1d426}\u{1d41c}\u{1d421}\u{1d41a}\u{1d422} Jaidee', REGISTERED),
    ).toBe('Somchai Jaidee');
    expect(lookalikeOf('SOMCHAI JAIDEE', REGISTERED)).toBe('Somchai Jaidee');
    expect(lookalikeOf('Somcha\u0131\u0307 Jaidee', REGISTERED)).toBe('Somchai Jaidee');
    expect(creditedNameProblem('สมซาย ใจดี', REGISTERED)).toEqual({
      code: 'handback.trust.name.lookalike',
      params: { name: 'สมซาย ใจดี', other: 'สมชาย ใจดี' },
    });
  });

  it('folds blanks to one space and drops what shows as nothing', () => {
    expect(foldedName(' Somchai \u2800\u3000 Jaidee\u200b ')).toBe('Somchai Jaidee');
    expect(foldedName('Somchai\u3164Jaidee')).toBe('Somchai Jaidee');
  });

  it('lets the registered name itself and other people through', () => {
    for (const name of [
      ...REGISTERED,
      'Kanya Srisuk',
      'Zoë Müller',
      '山田 さくら',
      '김민지',
      '王芳',
      'อนงค์ ศรีสุข',
    ]) {
      expect(creditedNameProblem(name, REGISTERED), name).toBeNull();
    }
    expect(registeredBeside('Somchai Jaidee', 'Kanya Srisuk').ok).toBe(true);
    // The same person's second key (rotation) keeps the same name.
    expect(registeredBeside('Somchai Jaidee', 'Somchai Jaidee').ok).toBe(true);
  });
});
