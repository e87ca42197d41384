import { placeholdersOf, pluralFormOf, resources, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { MARKDOWN_RULE_CODES } from '@polyhedral/markdown';
import { describe, expect, it } from 'vitest';
import { makeDiagnostic } from './diagnostic.ts';
import { CONTENT_MESSAGES } from './messages.ts';

const codes = Object.values(CONTENT_MESSAGES).map((entry) => entry.code);

describe('content messages', () => {
  it('cover every rule ID the markdown plugins report, with the same code', () => {
    for (const [ruleId, code] of Object.entries(MARKDOWN_RULE_CODES)) {
      expect(CONTENT_MESSAGES).toHaveProperty(ruleId);
      expect(CONTENT_MESSAGES[ruleId as keyof typeof MARKDOWN_RULE_CODES].code).toBe(code);
    }
  });

  it.each(WRITTEN_LOCALES)(
    'are exactly the codes of the @polyhedral/i18n content namespace in %s, placeholders as in English',
    (locale) => {
      // The namespace also words the writer's refusals (`content.write.*`, `content.frontmatter.*`).
      const isWriterKey = (key: string) =>
        key.startsWith('content.write.') || key.startsWith('content.frontmatter.');
      const texts = Object.fromEntries(
        Object.entries(resources[locale].content).filter(([key]) => !isWriterKey(key)),
      );
      // Besides the codes: the words a code nests (`$t(content.problem.*)`, what is wrong with a YAML value).
      const problems = Object.keys(texts).filter((key) => key.startsWith('content.problem.'));
      // A code whose message depends on a number has plural forms (`_one`, `_other`) instead.
      const messageOf = (code: string) => texts[code] ?? texts[`${code}_other`];
      const englishOf = (code: string) => resources.en.content[code] ?? resources.en.content[`${code}_other`];
      expect(
        [
          ...new Set(
            Object.keys(texts)
              .filter((key) => !problems.includes(key))
              .map((key) => pluralFormOf(key)?.base ?? key),
          ),
        ].sort(),
      ).toEqual([...codes].sort());
      expect(problems.sort()).toEqual(
        Object.keys(resources.en.content)
          .filter((key) => key.startsWith('content.problem.'))
          .sort(),
      );
      for (const key of problems)
        expect(placeholdersOf(texts[key]!), key).toEqual(placeholdersOf(resources.en.content[key]!));
      for (const code of codes) {
        expect(messageOf(code), code).toBeTruthy();
        expect(placeholdersOf(messageOf(code)!), code).toEqual(placeholdersOf(englishOf(code)!));
      }
    },
  );

  it('use unique codes', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('a diagnostic carries the English text of its code with the parameters filled in', () => {
    const diagnostic = makeDiagnostic(
      'unknown-table',
      'en/x.md',
      { line: 3, column: 1 },
      { id: 'NoSuchTable' },
    );
    expect(diagnostic).toMatchObject({ code: 'content.table.unknown', severity: 'error' });
    expect(diagnostic.message).toBe('Unknown core table "NoSuchTable"');
  });
});
