import { placeholdersOf, pluralFormOf, resources, WRITTEN_LOCALES } from '@polyhedral/i18n';
import { MARKDOWN_CODES, problemName } from '@polyhedral/markdown';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, makeDiagnostic } from './diagnostic.ts';
import { CONTENT_SEVERITY } from './messages.ts';

const codes = Object.keys(CONTENT_SEVERITY);

describe('content messages', () => {
  it('cover every code the markdown plugins report, each an error', () => {
    for (const code of MARKDOWN_CODES) expect(CONTENT_SEVERITY[code], code).toBe('error');
  });

  it('give every code a distinct short name', () => {
    expect(new Set(codes.map(problemName)).size).toBe(codes.length);
  });

  it.each(WRITTEN_LOCALES)(
    'are exactly the codes of the @polyhedral/i18n content namespace in %s, placeholders as in English',
    (locale) => {
      // The namespace also words the writer's refusals (`content.write.*`, `content.frontmatter.*`),
      // its file-system faults (`content.fault.*`: a full disk, a read-only folder) and the
      // problems of its other results (`content.diff.*`: no stamped English; `content.note.*`).
      const isWriterKey = (key: string) =>
        key.startsWith('content.write.') ||
        key.startsWith('content.frontmatter.') ||
        key.startsWith('content.fault.') ||
        key.startsWith('content.diff.') ||
        key.startsWith('content.note.');
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

  it('a diagnostic carries the English text of its code with the parameters filled in', () => {
    const diagnostic = makeDiagnostic(
      'content.table.unknown',
      'en/x.md',
      { line: 3, column: 1 },
      { id: 'NoSuchTable' },
    );
    expect(diagnostic).toMatchObject({
      code: 'content.table.unknown',
      ruleId: 'table-unknown',
      severity: 'error',
    });
    expect(diagnostic.message).toBe('Unknown core table "NoSuchTable"');
  });

  it('a diagnostic line names the short name derived from the code, the message in the locale asked', () => {
    const diagnostic = makeDiagnostic(
      'content.qa.list-count',
      'th/x.md',
      { line: 2, column: 5 },
      {
        id: 'X',
        locale: 'th',
        expected: 3,
        found: 2,
      },
    );
    expect(formatDiagnostic(diagnostic)).toMatch(/^th\/x\.md:2:5: warning qa-list-count \S/);
    expect(formatDiagnostic(diagnostic, (file) => `content/${file}`, 'th')).toMatch(
      /^content\/th\/x\.md:2:5: warning qa-list-count [\u0E00-\u0E7F]/,
    );
  });
});
