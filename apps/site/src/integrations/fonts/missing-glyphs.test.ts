import { describe, expect, it } from 'vitest';
import { reportMissingGlyphs } from './missing-glyphs.ts';

const code = (text: string) => text.codePointAt(0)!;

function report(faces: Parameters<typeof reportMissingGlyphs>[0]) {
  const lines: { info: string[]; warn: string[] } = { info: [], warn: [] };
  reportMissingGlyphs(faces, {
    info: (line: string) => lines.info.push(line),
    warn: (line: string) => lines.warn.push(line),
  });
  return lines;
}

describe('reportMissingGlyphs', () => {
  it('says only "info" for characters another face draws (伤 lacking in Noto Sans TC, drawn by SC)', () => {
    const lines = report([
      {
        family: 'Noto Sans SC',
        weight: 400,
        files: [{ codes: new Set([code('伤')]) }],
        missing: [code('懾')],
      },
      {
        family: 'Noto Sans TC',
        weight: 400,
        files: [{ codes: new Set([code('懾')]) }],
        missing: [code('伤')],
      },
    ]);
    expect(lines.warn).toEqual([]);
    expect(lines.info).toEqual([
      'Noto Sans SC 400: characters it has no glyph for that another face draws: 1',
      'Noto Sans TC 400: characters it has no glyph for that another face draws: 1',
    ]);
  });

  it('warns with the characters no face draws (a phone without its own fonts shows boxes)', () => {
    const lines = report([
      {
        family: 'Noto Sans SC',
        weight: 400,
        files: [{ codes: new Set([code('伤')]) }],
        missing: [code('𠀀'), code('懾')],
      },
      { family: 'Noto Sans TC', weight: 400, files: [{ codes: new Set([code('懾')]) }], missing: [] },
    ]);
    expect(lines.warn).toEqual([
      "Noto Sans SC 400 has no glyph for 𠀀, and no face of the site has: the device's fonts draw them",
    ]);
    expect(lines.info).toHaveLength(1);
  });
});
