import { describe, expect, it } from 'vitest';
import { charactersWithoutFace } from '../../../tests/support/page-coverage.ts';

const TC = (from: string, to = from) => ({
  family: 'Noto Sans TC',
  ranges: [[from.codePointAt(0)!, to.codePointAt(0)!] as const],
});

describe('a built page’s characters and the web-font files it declares', () => {
  it('names the characters no declared face of the page’s script draws (the reading’s 酶 on zh-Hant)', () => {
    const faces = ['傷', '化', '害', '消', '的', '成', '造'].map((char) => TC(char));
    expect(charactersWithoutFace('zh-Hant', '消化酶造成的傷害', faces)).toBe('酶');
    expect(charactersWithoutFace('zh-Hant', '消化酶', [...faces, TC('酶')])).toBe('');
  });

  it('counts only the faces of the page’s script: a Simplified file does not draw a zh-Hant page', () => {
    expect(
      charactersWithoutFace('zh-Hant', '酶', [{ family: 'Noto Sans SC', ranges: [[0x9176, 0x9176]] }]),
    ).toBe('酶');
    expect(
      charactersWithoutFace('zh-CN', '酶', [{ family: 'Noto Sans SC Page', ranges: [[0x9176, 0x9176]] }]),
    ).toBe('');
  });

  it('reads Thai pages for Thai letters (SARA AM needs NIKHAHIT), and leaves English pages alone', () => {
    const thai = { family: 'Noto Sans Thai', ranges: [[0x0e01, 0x0e32] as const] };
    expect(charactersWithoutFace('th', 'ทำ', [thai])).toBe('ำํ');
    expect(charactersWithoutFace('en', '酶 ทำ', [])).toBe('');
  });
});
