/**
 * `content check` validates content/reviewers.yaml, the file the import trusts to grant review
 * marks: each malformed entry, bad name or locale, key that is not a P-256 public key, unknown field
 * and key registered twice is one localized finding at its file:line, and the check exits 1. The
 * import's own parser (parseReviewers) refuses every file the check refuses: one schema.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, FIXTURE_TERMS } from '../../test/support/test-support.ts';
import { runCli } from '../cli/run-cli.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { DEFAULT_CONTENT_ROOT as CONTENT_ROOT } from '../loader/content-root.ts';
import { readReviewersSync } from '../trust/read-reviewers-sync.ts';
import { makeReviewerKey } from '../trust/reviewer-key.ts';
import { parseReviewers } from '../trust/reviewers.ts';
import { checkContent } from './check-content.ts';
import { checkReviewers } from './check-reviewers.ts';

let keyA = '';
let keyB = '';
beforeAll(async () => {
  keyA = (await makeReviewerKey({ extractable: false })).publicKeyText;
  keyB = (await makeReviewerKey({ extractable: false })).publicKeyText;
});

function findings(root: string, locale: 'en' | 'th' | 'zh' = 'en'): string[] {
  const result = checkContent({ root, knownTermIds: FIXTURE_TERMS, strings: null });
  return result.diagnostics
    .filter((diagnostic) => diagnostic.file === 'reviewers.yaml')
    .map((diagnostic) => formatDiagnostic(diagnostic, undefined, locale));
}

function withReviewers(yaml: string): string {
  const root = copyFixture('valid');
  writeFileSync(path.join(root, 'reviewers.yaml'), yaml);
  return root;
}

describe('content check: look-alike reviewers (UTS #39)', () => {
  it('a fullwidth Ｓ beside the real name is an error at its line; nobody is trusted by the import', async () => {
    const yaml = [
      'reviewers:',
      '  - name: Somchai Jaidee',
      '    locales: [th]',
      `    key: ${keyA}`,
      '    added: 2026-11-20',
      '  - name: \uff33omchai Jaidee',
      '    locales: [th]',
      `    key: ${keyB}`,
      '    added: 2026-11-21',
      '',
    ].join('\n');
    const root = withReviewers(yaml);
    const found = findings(root);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^reviewers\.yaml:6:1: error config-lookalike-reviewer .*looks like "Somchai Jaidee" \(line 2\)/,
    );
    expect(findings(root, 'th')[0]).toContain('ดูเหมือน');
    expect(readReviewersSync(root)).toMatchObject({
      ok: false,
      problem: { code: 'handback.trust.reviewers.lookalike' },
    });
    // A Cyrillic о in a Latin word is no name at all: the entry is refused where it stands.
    expect(findings(withReviewers(yaml.replace('\uff33omchai', 'S\u043emchai')))[0]).toMatch(
      /^reviewers\.yaml:6:\d+: error config-invalid/,
    );
    // Two different people: no finding.
    expect(findings(withReviewers(yaml.replace('\uff33omchai Jaidee', 'Lin Mei')))).toEqual([]);
  });
});

describe('content check: reviewers.yaml', () => {
  it("the repository's own reviewers.yaml has no finding", () => {
    expect(checkReviewers(CONTENT_ROOT)).toEqual([]);
  });

  it('a well-formed file with two reviewers has no finding', async () => {
    const yaml = `reviewers:\n  - name: สมชาย ใจดี\n    locales: [th]\n    key: ${keyA}\n    added: 2026-11-20\n  - name: 林美\n    locales: [zh, zh-hant]\n    key: ${keyB}\n    added: 2026-11-21\n`;
    expect((await parseReviewers(yaml)).ok).toBe(true);
    expect(findings(withReviewers(yaml))).toEqual([]);
  });

  it('names each bad name, locale, key, date, role and unknown field at its line', async () => {
    const yaml = [
      'reviewers:',
      '  - name: "Somchai <b>Jaidee</b>"', // 2: markup
      '    locales: [th]',
      `    key: ${keyA}`,
      '    added: 2026-11-20',
      '  - name: "Lin\u202eMei"', // 6: bidi override
      '    locales: [fr]', // 7: not a reviewed locale
      `    key: ${keyB}`,
      '    added: 2026-11-20',
      '  - name: Not A Key',
      '    locales: [zh]',
      '    key: bm90LWEta2V5', // 12: not a public key
      '    added: 27/11/2026', // 13: not a date
      '  - name: Extra Field',
      '    locales: [th]',
      `    key: ${keyA}`, // 16: keyA registered again (entry 0)
      '    added: 2026-11-20',
      '    role: admin', // 18: not a role
      '    team: core', // 19: unknown field
      '',
    ].join('\n');
    expect((await parseReviewers(yaml)).ok).toBe(false);
    expect(findings(withReviewers(yaml))).toEqual([
      `reviewers.yaml:2:11: error config-invalid Field "reviewers.0.name" of reviewers.yaml is invalid: write the reviewer's name as one line of plain text, at most 80 characters: no markup (< > & [ ] \` * _ ~), control, bidi or invisible characters`,
      `reviewers.yaml:6:11: error config-invalid Field "reviewers.1.name" of reviewers.yaml is invalid: write the reviewer's name as one line of plain text, at most 80 characters: no markup (< > & [ ] \` * _ ~), control, bidi or invisible characters`,
      'reviewers.yaml:7:15: error config-invalid Field "reviewers.1.locales.0" of reviewers.yaml is invalid: write a language reviewers work in: th, zh or zh-hant',
      'reviewers.yaml:12:10: error config-invalid Field "reviewers.2.key" of reviewers.yaml is invalid: paste the key line the reviewer sent (base64url of an ECDSA P-256 public key, from pnpm content reviewer-key or the review page)',
      'reviewers.yaml:13:12: error config-invalid Field "reviewers.2.added" of reviewers.yaml is invalid: write the date as YYYY-MM-DD',
      `reviewers.yaml:16:10: error config-duplicate-reviewer-key Field "reviewers.3.key" of reviewers.yaml registers a key already registered at line 4: each key belongs to one reviewer; remove one of the entries`,
      'reviewers.yaml:18:11: error config-invalid Field "reviewers.3.role" of reviewers.yaml is invalid: write maintainer (the maintainer\'s key, which signs acceptances) or leave `role` out (a reviewer\'s key)',
      'reviewers.yaml:19:5: error config-invalid Field "reviewers.3.team" of reviewers.yaml is invalid: this key is not known here (a typing mistake?)',
    ]);
  });

  it('a double space and a word of two scripts are told as such, not as markup or invisible characters (issue 88 replay)', () => {
    const yaml = [
      'reviewers:',
      '  - name: "Somchai  Jaidee"', // 2: two spaces
      '    locales: [th]',
      `    key: ${keyA}`,
      '    added: 2026-11-20',
      '  - name: "S\u043emchai Jaidee"', // 6: a Cyrillic о in a Latin word
      '    locales: [th]',
      `    key: ${keyB}`,
      '    added: 2026-11-20',
      '',
    ].join('\n');
    const field = (n: number) => `Field "reviewers.${n}.name" of reviewers.yaml is invalid: `;
    expect(findings(withReviewers(yaml))).toEqual([
      `reviewers.yaml:2:11: error config-invalid ${field(0)}write the reviewer's name with its words parted by one plain space: no double space, tab, or other blank (a double space shows as one on a page)`,
      `reviewers.yaml:6:11: error config-invalid ${field(1)}write each word of the reviewer's name in one script: a word here mixes letters of two scripts (Latin and Cyrillic, Thai and Latin…), as a look-alike name does`,
    ]);
    for (const locale of ['th', 'zh'] as const) {
      const [spaces, mixed] = findings(withReviewers(yaml), locale);
      expect(spaces, locale).not.toContain('content.problem');
      expect(spaces, locale).not.toBe(mixed);
    }
  });

  it('a key added after today is named at its line; a byte order mark is read as the import reads it (issue 88, Low list)', () => {
    const yaml = `reviewers:\n  - name: Somchai\n    locales: [th]\n    key: ${keyA}\n    added: 2099-12-31\n`;
    expect(findings(withReviewers(yaml))).toEqual([
      'reviewers.yaml:5:12: error config-future-added Field "reviewers.0.added" of reviewers.yaml registers the key as added on 2099-12-31, after today (' +
        new Date().toISOString().slice(0, 10) +
        '): a key is registered on the day it is added, never ahead',
    ]);
    expect(checkReviewers(withReviewers(yaml), new Date('2100-01-01T00:00:00Z'))).toEqual([]);
    // With a byte order mark first: the check and the import's reader agree (both read the entry).
    const bom = `\ufeffreviewers:\n  - name: Somchai\n    locales: [th]\n    key: ${keyA}\n    added: 2026-11-20\n`;
    const root = withReviewers(bom);
    expect(findings(root)).toEqual([]);
    expect(readReviewersSync(root)).toMatchObject({ ok: true });
  });

  it('a key registered twice is refused by the check and by the import alike', async () => {
    const yaml = `reviewers:\n  - name: Somchai\n    locales: [th]\n    key: ${keyA}\n    added: 2026-11-20\n  - name: Somchai Again\n    locales: [th]\n    key: ${keyA}\n    added: 2026-11-21\n`;
    expect(await parseReviewers(yaml)).toMatchObject({
      ok: false,
      problem: { code: 'handback.trust.reviewers.duplicate-key' },
    });
    expect(findings(withReviewers(yaml))).toEqual([
      'reviewers.yaml:8:10: error config-duplicate-reviewer-key Field "reviewers.1.key" of reviewers.yaml registers a key already registered at line 4: each key belongs to one reviewer; remove one of the entries',
    ]);
  });

  it('not YAML, or not a list: one finding at its line', () => {
    expect(findings(withReviewers('reviewers:\n  - name: "open\n'))).toEqual([
      'reviewers.yaml:3:1: error config-yaml reviewers.yaml is not valid YAML: a quote or bracket opened here is not closed',
    ]);
    expect(findings(withReviewers('reviewers:\n  name: Somchai\n'))).toEqual([
      'reviewers.yaml:2:3: error config-invalid Field "reviewers" of reviewers.yaml is invalid: write a list (one line per item, starting with - )',
    ]);
  });

  it('words the findings in Thai and Chinese, and content check exits 1', () => {
    const root = withReviewers(
      `reviewers:\n  - name: Lin\n    locales: [fr]\n    key: ${keyB}\n    added: 2026-11-20\n`,
    );
    expect(findings(root, 'th')).toEqual([
      'reviewers.yaml:3:15: error config-invalid ช่อง "reviewers.0.locales.0" ใน reviewers.yaml ไม่ถูกต้อง: ให้เขียนภาษาที่ผู้ตรวจทานตรวจ: th, zh หรือ zh-hant',
    ]);
    expect(findings(root, 'zh')).toEqual([
      'reviewers.yaml:3:15: error config-invalid reviewers.yaml 的字段“reviewers.0.locales.0”无效：请写审校的语言：th、zh 或 zh-hant',
    ]);
    const out: string[] = [];
    const code = runCli(['check', '--errors-only'], {
      stdout: (line) => out.push(line),
      stderr: (line) => out.push(line),
      cwd: root,
      root,
    });
    expect(code).toBe(1);
    expect(out.join('\n')).toContain('reviewers.yaml:3:15: error config-invalid');
  });
});
