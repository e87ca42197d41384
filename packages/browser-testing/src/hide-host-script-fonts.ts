/**
 * The fonts Chromium sees in tests are chosen by the tests, not by the machine. A Thai or Chinese
 * contributor's desktop has Thai and CJK fonts installed (fonts-thai-tlwg, fonts-noto-cjk); the
 * pages ask for installed fonts first (`local()`), so there the font checks would count no
 * downloads and the print check would embed other fonts, and fail on exactly the machines of the
 * people the site is for. Every browser the project starts therefore gets a fontconfig file that
 * includes the machine's own configuration and rejects every font that covers Thai, Chinese,
 * Japanese or Korean: the same fonts as a bare CI machine, whatever is installed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Characters whose fonts are hidden: a font drawing any of them is rejected. Several per script,
 * because a font may be cut into unicode-range pieces (as fontsource's are) and a piece that
 * lacks one character has another: Thai ก ข ค น า, Han 一 的 是 不 人 中 國, kana あ ア, Hangul 가 한.
 */
export const HIDDEN_FONT_CHARACTERS = 'กขคนา一的是不人中國あア가한';

/** The fontconfig file: the host's configuration, minus every font that draws a hidden character. */
export function hidingFontConfig(hostConfig: string): string {
  const patterns = [...HIDDEN_FONT_CHARACTERS].map(
    (char) =>
      `      <pattern><patelt name="charset"><charset><int>0x${char.codePointAt(0)!.toString(16)}</int></charset></patelt></pattern>`,
  );
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <include ignore_missing="yes">${hostConfig}</include>`,
    '  <selectfont>',
    '    <rejectfont>',
    ...patterns,
    '    </rejectfont>',
    '  </selectfont>',
    '</fontconfig>',
    '',
  ].join('\n');
}

/** Writes (once per host configuration) the hiding fontconfig file and returns its path. */
export function hidingFontConfigFile(
  hostConfig = process.env.FONTCONFIG_FILE ?? '/etc/fonts/fonts.conf',
): string {
  const text = hidingFontConfig(hostConfig);
  const folder = path.join(tmpdir(), `polyhedral-fontconfig-${process.getuid?.() ?? 'user'}`);
  const file = path.join(
    folder,
    `fonts-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.conf`,
  );
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, text);
  return file;
}
