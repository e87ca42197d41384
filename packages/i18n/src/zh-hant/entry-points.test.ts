/**
 * OpenCC's dictionaries stay out of the browser and out of the main entry: only
 * `@polyhedral/i18n/zh-hant` reaches them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import * as zhHant from './index.ts';

const srcDir = new URL('../', import.meta.url);

/** Every module a source file reaches through its static imports: relative files and bare package names. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: URL) => {
    const key = file.pathname;
    if (seen.has(key)) return;
    seen.add(key);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)[^'";]*?from\s+'([^']+)'/gm)) {
      const target = match[1]!;
      if (target.startsWith('.')) {
        if (target.endsWith('.ts')) visit(new URL(target, file));
      } else seen.add(target);
    }
  };
  visit(new URL(entry, srcDir));
  return seen;
}

describe('entry points', () => {
  it.each(['index.ts', 'client.ts'])('%s reaches neither opencc-js nor the zh-hant folder', (entry) => {
    const modules = [...reachable(entry)];
    expect(
      modules.filter((module) => module.startsWith('opencc-js') || module.includes('/zh-hant/')),
    ).toEqual([]);
    expect(modules.length).toBeGreaterThan(3);
  });

  it('the zh-hant entry reaches opencc-js', () => {
    expect([...reachable('zh-hant/index.ts')]).toContain('opencc-js/cn2t');
  });

  it('is exported as @polyhedral/i18n/zh-hant', () => {
    expect(packageJson.exports['./zh-hant']).toBe('./src/zh-hant/index.ts');
  });

  it('pins the public exports of @polyhedral/i18n/zh-hant', () => {
    expect(Object.keys(zhHant).sort()).toEqual([
      'CJK_RUN',
      'MAINLAND_WORDS',
      'READER_FRONT_MATTER_FIELDS',
      'checkZhHantNames',
      'convertCjkRuns',
      'convertFrontMatter',
      'convertMarkdown',
      'convertMarkdownBody',
      'convertMessage',
      'convertMessages',
      'convertText',
      'createZhHantConverter',
      'findAvoidedFormsZhHant',
      'findSecondNames',
      'findWordsAsTermNames',
      'handWrittenStringCount',
      'installZhHant',
      'mainlandWordsIn',
      'openccTaiwan',
      'plainTaiwanConversion',
      'plainTermNameZhHant',
      'secondNamesOf',
      'taiwanFormOf',
      'termNameZhHant',
      'withHandWritten',
      'withTaiwanQuotes',
      'wordCorrections',
      'zhFormsRejectedInZhHant',
      'zhHantData',
      'zhHantLocaleData',
      'zhHantNameOverrides',
      'zhHantRejectedForms',
    ]);
  });
});
