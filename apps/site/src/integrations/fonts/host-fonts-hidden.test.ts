/**
 * The browser tests decide which fonts Chromium sees (issue "one home for words", item 6): on a
 * machine with Thai and Chinese fonts installed — a Thai or Chinese contributor's desktop — the
 * fontconfig file every browser gets (@polyhedral/browser-testing) hides them, so the font and
 * print checks count the same downloads there as on a bare CI machine. Shown with fontconfig
 * itself: a "host" with whole Noto Sans Thai and Noto Sans SC fonts installed (the fontsource
 * files the site subsets from), as fonts-thai-tlwg and fonts-noto-cjk install whole fonts.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hidingFontConfig } from '@polyhedral/browser-testing';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const fontFile = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files', file);

/** Font files fontconfig lists for a configuration that draw `char`. */
function families(config: string, char: string): string[] {
  const output = execFileSync('fc-list', [`:charset=${char.codePointAt(0)!.toString(16)}`, 'file'], {
    encoding: 'utf8',
    env: { ...process.env, FONTCONFIG_FILE: config },
  });
  return output.split('\n').filter(Boolean);
}

describe('host Thai and Chinese fonts are hidden from the test browser', () => {
  it('a machine with Noto Sans Thai and Noto Sans SC installed shows none of them to Chromium', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'polyhedral-host-fonts-'));
    const fonts = path.join(dir, 'fonts');
    mkdirSync(fonts);
    for (const [pkg, file] of [
      ['noto-sans-thai', 'noto-sans-thai-thai-400-normal.woff2'],
      ['noto-sans-sc', 'noto-sans-sc-chinese-simplified-400-normal.woff2'],
    ] as const) {
      copyFileSync(fontFile(pkg, file), path.join(fonts, file));
    }
    const host = path.join(dir, 'host.conf');
    writeFileSync(
      host,
      [
        '<?xml version="1.0"?>',
        '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
        '<fontconfig>',
        `  <dir>${fonts}</dir>`,
        `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
        '</fontconfig>',
      ].join('\n'),
    );
    const hiding = path.join(dir, 'hiding.conf');
    writeFileSync(hiding, hidingFontConfig(host));
    for (const char of ['ก', '的', '战', '斗']) {
      expect(families(host, char).length, char).toBeGreaterThan(0);
      expect(families(hiding, char), char).toEqual([]);
    }
  });
});
