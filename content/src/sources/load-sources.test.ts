/** content/sources.yaml names every source and its licence in every translated locale. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_ROOT } from '../loader/content-root.ts';
import { TRANSLATED_LOCALES } from '../model/types.ts';
import { loadSources } from './load-sources.ts';

const CJK_OR_THAI = /[\u0E00-\u0E7F\u4E00-\u9FFF]/;

describe('sources.yaml', () => {
  it('gives every source a name and a licence in the language of every translation', () => {
    const sources = loadSources(DEFAULT_CONTENT_ROOT);
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    for (const [key, source] of Object.entries(sources)) {
      for (const locale of TRANSLATED_LOCALES) {
        const { title, license } = source.localized[locale];
        expect(title, `${key} ${locale}`).toMatch(CJK_OR_THAI);
        expect(license, `${key} ${locale}`).toMatch(CJK_OR_THAI);
      }
    }
  });

  it('refuses a source without its Chinese name', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sources-'));
    try {
      const yaml = readFileSync(path.join(DEFAULT_CONTENT_ROOT, 'sources.yaml'), 'utf8');
      const broken = yaml.replace(/\n {4}zh:\n {6}title: "[^"]*"\n {6}license: "[^"]*"/, '');
      expect(broken).not.toBe(yaml);
      writeFileSync(path.join(root, 'sources.yaml'), broken);
      expect(() => loadSources(root)).toThrow(/zh/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
