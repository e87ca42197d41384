import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkMessageFile, checkPluralForms, compareWithSource } from '../test/support/resource-check.ts';
import { INDEX_FILE, indexModuleText, readFilesOnDisk } from '../tools/resource-files.ts';
import { WRITTEN_LOCALES } from './locales.ts';
import { NAMESPACES, namespaceOf, resources } from './resources/index.ts';

const resourceDir = fileURLToPath(new URL('./resources/', import.meta.url));

/** Reads the namespace files actually on disk, so files other packages add are checked too. */
function filesOnDisk(locale: string): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const name of readdirSync(`${resourceDir}${locale}`)) {
    if (!name.endsWith('.json')) continue;
    files[name.slice(0, -'.json'.length)] = JSON.parse(
      readFileSync(`${resourceDir}${locale}/${name}`, 'utf8'),
    );
  }
  return files;
}

const onDisk = Object.fromEntries(WRITTEN_LOCALES.map((locale) => [locale, filesOnDisk(locale)]));

describe('checkMessageFile', () => {
  it('accepts a flat object of non-empty strings under dotted keys', () => {
    expect(checkMessageFile('en/ui.json', { 'ui.nav.home': 'Home', 'ui.nav.rules': 'x' })).toEqual([]);
  });

  it("reports a key outside the namespace its file is (the key's first segment)", () => {
    expect(
      checkMessageFile('en/ui.json', { 'ui.nav.home': 'Home', 'dice.limit.too-many-dice': 'x' }),
    ).toEqual([
      {
        code: 'i18n.resource.wrong-namespace',
        params: { file: 'en/ui.json', key: 'dice.limit.too-many-dice', namespace: 'dice' },
      },
    ]);
  });

  it('reports nesting, empty messages, non-strings and bad keys', () => {
    const problems = checkMessageFile('th/ui.json', {
      ui: { nested: 'x' },
      'ui.empty': '  ',
      'bad key': 'x',
    });
    expect(problems.map((p) => p.code).sort()).toEqual([
      'i18n.resource.bad-key',
      'i18n.resource.empty-message',
      'i18n.resource.not-a-string',
    ]);
    expect(checkMessageFile('zh/ui.json', ['x'])).toEqual([
      { code: 'i18n.resource.not-an-object', params: { file: 'zh/ui.json' } },
    ]);
  });

  it('reports what the engine keeps for itself: the stand-in mark U+E000, {{lng}}, {{ns}} and {{locale}}', () => {
    const problems = checkMessageFile('en/ui.json', {
      'ui.mark': 'a \uE0000\uE000 b',
      'ui.lng': 'in {{lng}}',
      'ui.ns': 'from {{ ns }}',
      'ui.locale': '{{count, number}} in {{locale}}',
      'ui.fine': '{{name}} in {{localeCode}}',
    });
    expect(problems).toEqual(
      ['ui.mark', 'ui.lng', 'ui.ns', 'ui.locale'].map((key) => ({
        code: 'i18n.resource.engine-reserved',
        params: { file: 'en/ui.json', key },
      })),
    );
  });
});

describe('compareWithSource', () => {
  it('reports missing keys, extra keys and placeholder mismatches', () => {
    const problems = compareWithSource(
      'th/calc.json',
      { 'calc.a': 'DC {{dc}}', 'calc.b': 'Hi', 'calc.c': '{{x}} and {{y}}' },
      { 'calc.a': 'DC {{cd}}', 'calc.c': '{{y}} กับ {{x}}', 'calc.z': 'extra' },
    );
    expect(problems).toEqual([
      {
        code: 'i18n.resource.placeholder-mismatch',
        params: { file: 'th/calc.json', key: 'calc.a', expected: 'dc', actual: 'cd' },
      },
      { code: 'i18n.resource.missing-key', params: { file: 'th/calc.json', key: 'calc.b' } },
      { code: 'i18n.resource.extra-key', params: { file: 'th/calc.json', key: 'calc.z' } },
    ]);
  });
});

describe('plural forms', () => {
  it('asks English for _one and _other, Thai and Chinese for _other only, and a plain key beside neither', () => {
    expect(
      checkPluralForms('en/ui.json', { 'ui.n_one': '{{count}} term', 'ui.n_other': '{{count}} terms' }, 'en'),
    ).toEqual([]);
    expect(checkPluralForms('en/ui.json', { 'ui.n_other': '{{count}} terms', 'ui.n': 'x' }, 'en')).toEqual([
      { code: 'i18n.resource.plural-and-plain', params: { file: 'en/ui.json', key: 'ui.n' } },
      { code: 'i18n.resource.plural-form-missing', params: { file: 'en/ui.json', key: 'ui.n_one' } },
    ]);
    expect(
      checkPluralForms(
        'th/ui.json',
        {
          'ui.n_one': '{{count}} คำ',
          'ui.n_other': '{{count}} คำ',
          'ui.z_zero': 'ไม่มี',
          'ui.z_other': '{{count}}',
        },
        'th',
      ),
    ).toEqual([
      { code: 'i18n.resource.plural-form-unused', params: { file: 'th/ui.json', key: 'ui.n_one' } },
    ]);
  });

  it('compares a translation by the forms of its own language', () => {
    const english = { 'ui.n_one': 'one term', 'ui.n_other': '{{count}} terms in {{place}}' };
    expect(
      compareWithSource('zh/ui.json', english, { 'ui.n_other': '{{place}} 共 {{count}} 个术语' }, 'zh'),
    ).toEqual([]);
    expect(
      compareWithSource('zh/ui.json', english, { 'ui.n_one': '1 个', 'ui.n_other': '{{count}} 个' }, 'zh'),
    ).toEqual([
      {
        code: 'i18n.resource.placeholder-mismatch',
        params: { file: 'zh/ui.json', key: 'ui.n_other', expected: 'place', actual: '' },
      },
      { code: 'i18n.resource.extra-key', params: { file: 'zh/ui.json', key: 'ui.n_one' } },
    ]);
    expect(compareWithSource('th/ui.json', english, {}, 'th')).toEqual([
      { code: 'i18n.resource.missing-key', params: { file: 'th/ui.json', key: 'ui.n_other' } },
    ]);
  });
});

describe('every resource file in src/resources', () => {
  it('has the same namespace files in every locale', () => {
    const english = Object.keys(onDisk.en ?? {}).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const locale of WRITTEN_LOCALES) expect(Object.keys(onDisk[locale] ?? {}).sort()).toEqual(english);
  });

  it('is in the generated index (`pnpm --filter @polyhedral/i18n resources` after adding a file)', () => {
    expect(Object.keys(onDisk.en ?? {}).sort()).toEqual([...NAMESPACES].sort());
    const expected = indexModuleText(Object.keys(readFilesOnDisk()), Object.keys(onDisk.en ?? {}).sort());
    expect(
      readFileSync(INDEX_FILE, 'utf8'),
      'resource-files.generated.ts is stale: run the resources command',
    ).toBe(expected);
  });

  it('is a flat record of non-empty strings', () => {
    const problems = WRITTEN_LOCALES.flatMap((locale) =>
      Object.entries(onDisk[locale] ?? {}).flatMap(([ns, value]) =>
        checkMessageFile(`${locale}/${ns}.json`, value),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('has every English key in th and zh with the same {{placeholders}}', () => {
    const problems = WRITTEN_LOCALES.filter((locale) => locale !== 'en').flatMap((locale) =>
      Object.entries(onDisk.en ?? {}).flatMap(([ns, source]) =>
        compareWithSource(
          `${locale}/${ns}.json`,
          source as Record<string, unknown>,
          (onDisk[locale]?.[ns] ?? {}) as Record<string, unknown>,
          locale,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('writes each message that depends on a number once per plural category of its language', () => {
    const problems = WRITTEN_LOCALES.flatMap((locale) =>
      Object.entries(onDisk[locale] ?? {}).flatMap(([ns, value]) =>
        checkPluralForms(`${locale}/${ns}.json`, value as Record<string, unknown>, locale),
      ),
    );
    expect(problems).toEqual([]);
    const english = Object.values(onDisk.en ?? {}).flatMap((value) => Object.keys(value as object));
    expect(english.filter((key) => key.endsWith('_one')).length).toBeGreaterThanOrEqual(18);
  });

  it('holds in each file only the keys of its namespace (file = namespace = first key segment)', () => {
    const strays = WRITTEN_LOCALES.flatMap((locale) =>
      NAMESPACES.flatMap((ns) =>
        Object.keys(resources[locale][ns])
          .filter((key) => namespaceOf(key) !== ns)
          .map((key) => `${locale}/${ns}.json: ${key}`),
      ),
    );
    expect(strays).toEqual([]);
  });

  it('matches what the static loader imported', () => {
    for (const locale of WRITTEN_LOCALES) {
      for (const ns of NAMESPACES) expect(resources[locale][ns]).toEqual(onDisk[locale]?.[ns]);
    }
  });
});
