import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MARKDOWN_MESSAGES } from '@polyhedral/markdown';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../loader/content-root.ts';
import { CONTENT_MESSAGES } from './messages.ts';

const resource = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.join(REPO_ROOT, `packages/i18n/src/resources/${locale}/errors-content.json`), 'utf8'),
  );
const placeholders = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('content messages', () => {
  it('cover every rule ID the markdown plugins report', () => {
    for (const ruleId of Object.keys(MARKDOWN_MESSAGES)) expect(CONTENT_MESSAGES).toHaveProperty(ruleId);
  });

  it('are the English templates of packages/i18n errors-content.json', () => {
    const english = Object.fromEntries(
      Object.values(CONTENT_MESSAGES).map((entry) => [entry.code, entry.en]),
    );
    expect(resource('en')).toEqual(english);
  });

  it.each(['th', 'zh'])('are translated into %s with the same placeholders', (locale) => {
    const translated = resource(locale);
    for (const entry of Object.values(CONTENT_MESSAGES)) {
      expect(translated[entry.code], entry.code).toBeTruthy();
      expect(placeholders(translated[entry.code]!), entry.code).toEqual(placeholders(entry.en));
    }
    expect(Object.keys(translated).sort()).toEqual(
      Object.values(CONTENT_MESSAGES)
        .map((e) => e.code)
        .sort(),
    );
  });

  it('use unique codes', () => {
    const codes = Object.values(CONTENT_MESSAGES).map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
