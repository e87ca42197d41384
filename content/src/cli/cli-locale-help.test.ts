/**
 * The content commands' help, language and status IDs (issue 18 item 6): `--help` exits 0,
 * messages follow `--locale` or LC_ALL/LC_MESSAGES/LANG, `status --json` names the section IDs
 * in each state, and `status` names a file whose front matter cannot be read.
 */
import { displayWidth } from '@polyhedral/core/text-table';
import { describe, expect, it } from 'vitest';
import { copyFixture, fixture, maintainerOf } from '../../test/support/test-support.ts';
import type { LocaleEnv } from './cli-locale.ts';
import { localeFromEnv, takeLocaleOption } from './cli-locale.ts';
import { runCli } from './run-cli.ts';

/** The text of `line` that starts at terminal column `column` (false when no cell starts there). */
function cellAt(line: string, column: number): string | false {
  let width = 0;
  for (const { segment, index } of new Intl.Segmenter().segment(line)) {
    if (width === column) return line.slice(index).split('  ')[0]!;
    if (width > column) return false;
    width += displayWidth(segment);
  }
  return false;
}

function run(argv: string[], root: string, env: LocaleEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), cwd: root, root, env });
  return { code, out, err };
}

describe('content --help', () => {
  it('prints the usage and exits 0; no command at all is a usage error (2)', () => {
    for (const flag of ['--help', '-h', 'help']) {
      const result = run([flag], fixture('valid'));
      expect(result.code).toBe(0);
      expect(result.out[0]).toMatch(/^usage: pnpm content <command>/);
      expect(result.out[0]).toContain('review <th|zh|zh-hant>');
    }
    expect(run([], fixture('valid')).code).toBe(2);
  });

  it.each([
    ['check', 'usage: pnpm content check [--errors-only] [--locale en|th|zh]'],
    ['status', 'usage: pnpm content status [zh-hant] [--json] [--locale en|th|zh]'],
    ['provenance', 'usage: pnpm content provenance [--json]'],
    ['stamp', 'usage: pnpm content stamp <th|zh|zh-hant> <ID ...|glossary:<TermId> ...|--all> [--dry-run]'],
    [
      'review',
      'usage: pnpm content review <th|zh|zh-hant> <ID ...> --reviewer NAME | --key FILE [--out BUNDLE] [--dry-run]',
    ],
  ])('%s --help prints its usage, exits 0 and writes nothing', (command, usage) => {
    const root = copyFixture('valid');
    expect(run([command, '--help'], root)).toEqual({ code: 0, out: [usage], err: [] });
  });
});

describe('message language', () => {
  const RAW_HTML = 'en/playing-the-game/Dice.md:9:6: error html-raw';

  it('--locale th and --locale=zh translate the problems and the summary', () => {
    const th = run(['check', '--locale', 'th', '--errors-only'], fixture('html-raw'));
    expect(th.code).toBe(1);
    expect(th.out).toContain(`${RAW_HTML} ไม่อนุญาตให้ใช้ HTML โดยตรง: "<b>"`);
    expect(th.out.at(-1)).toBe('content check: 1 ไฟล์, ข้อผิดพลาด 2 รายการ, คำเตือน 2 รายการ');
    const zh = run(['--locale=zh', 'check', '--errors-only'], fixture('html-raw'));
    expect(zh.out).toContain(`${RAW_HTML} 不允许直接使用 HTML：“<b>”`);
    expect(zh.out.at(-1)).toBe('content check：1 个文件，2 个错误，2 个警告');
  });

  it('follows LC_ALL, then LC_MESSAGES, then LANG; --locale wins; English otherwise', () => {
    expect(localeFromEnv({ LANG: 'th_TH.UTF-8' })).toBe('th');
    expect(localeFromEnv({ LANG: 'th_TH.UTF-8', LC_MESSAGES: 'zh_CN.UTF-8' })).toBe('zh');
    expect(localeFromEnv({ LANG: 'th_TH.UTF-8', LC_ALL: 'C.UTF-8' })).toBe('en');
    expect(localeFromEnv({})).toBe('en');
    const env = { LANG: 'zh_CN.UTF-8' };
    expect(run(['check', '--errors-only'], fixture('html-raw'), env).out).toContain(
      `${RAW_HTML} 不允许直接使用 HTML：“<b>”`,
    );
    expect(run(['check', '--errors-only', '--locale', 'en'], fixture('html-raw'), env).out).toContain(
      `${RAW_HTML} Raw HTML is not allowed: "<b>"`,
    );
  });

  it('an unknown locale is a usage error (exit 2)', () => {
    const result = run(['check', '--locale', 'fr'], fixture('valid'));
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(/^error: unknown locale "fr" \(use en, th or zh\)\nusage:/);
    expect(takeLocaleOption(['--locale'])).toEqual({ ok: false, value: '' });
  });

  it('stamp and review speak the asked language too', async () => {
    const root = copyFixture('valid');
    await maintainerOf(root);
    expect(run(['stamp', 'zh', 'Combat', '--dry-run', '--locale', 'th'], root)).toEqual({
      code: 0,
      out: ['จะบันทึกว่าเป็นปัจจุบัน zh/playing-the-game/Combat.md: Combat'],
      err: [],
    });
    const review = run(['review', 'th', 'Nope', '--reviewer', 'R', '--locale', 'zh'], root);
    expect({ ...review, code: await review.code }).toEqual({
      code: 2,
      out: [],
      err: ['错误：“Nope”不是 th 小节', 'review：未写入任何内容'],
    });
  });

  it('usage errors speak the asked language', () => {
    const result = run(['status', '--frob', '--locale', 'th'], fixture('valid'));
    expect(result.code).toBe(2);
    expect(result.err).toEqual([
      'ข้อผิดพลาด: ไม่รู้จักตัวเลือก "--frob"\nวิธีใช้: pnpm content status [zh-hant] [--json] [--locale en|th|zh]',
    ]);
  });

  it.each([
    ['check', '--frob'],
    ['status', '--frob'],
    ['provenance', '--frob'],
    ['store', '--frob'],
    ['stamp', 'th', 'Dice', '--frob'],
    ['review', 'th', 'Dice', '--reviewer=R', '--frob'],
    ['diff', 'th', 'Dice', '--frob'],
    ['export', 'th', '--out', 'x.json', '--frob'],
    ['import', 'x.json', '--frob'],
    ['reviewer-key', '--frob'],
    ['suggestions', '--frob'],
  ])('%s refuses an unknown option the same way, in the asked language', async (...argv) => {
    const result = run([...argv, '--locale=zh'], copyFixture('valid'));
    expect(await result.code).toBe(2);
    expect(result.err.join('\n').split('\n')[0]).toBe('错误：未知选项“--frob”');
    expect(result.out).toEqual([]);
  });

  it('takes --locale only as an option: after -- it is a word', () => {
    expect(takeLocaleOption(['status', '--locale=th'])).toEqual({ ok: true, locale: 'th', args: ['status'] });
    expect(takeLocaleOption(['--locale', 'zh', 'check'])).toEqual({
      ok: true,
      locale: 'zh',
      args: ['check'],
    });
    expect(takeLocaleOption(['review', '--', '--locale', 'th'])).toEqual({
      ok: true,
      locale: undefined,
      args: ['review', '--', '--locale', 'th'],
    });
  });
});

describe('content status', () => {
  it('--json keeps the counts and names the section IDs in each state', () => {
    const json = JSON.parse(run(['status', '--json'], fixture('valid')).out[0]!);
    expect(json.locales.th).toMatchObject({
      translated: 3,
      current: 1,
      stale: 2,
      missing: 3,
      translationOnly: 1,
    });
    expect(json.locales.th.ids).toEqual({
      accepted: [],
      current: ['Dice'],
      stale: ['DiceNotation', 'D20Tests'],
      missing: ['PercentileDice', 'Combat', 'Initiative'],
      draft: [],
      reviewed: [],
      edited: [],
      translationOnly: ['PlayerorDM'],
    });
    expect(json.locales.zh.ids.stale).toEqual(['Combat']);
    expect(json.unreadableFiles).toEqual([]);
  });

  it('the table is followed by the stale IDs', () => {
    const result = run(['status'], fixture('valid'));
    expect(result.out.slice(-2)).toEqual(['th stale: DiceNotation, D20Tests', 'zh stale: Combat']);
  });

  it.each(['en', 'th', 'zh'])(
    'the %s table starts every column at the same terminal column on every line (Thai marks 0, Chinese 2)',
    (locale) => {
      const result = run(['status', '--locale', locale], fixture('valid'));
      const table = result.out[1]!.split('\n');
      expect(table).toHaveLength(4); // header, rule, th, zh
      // Where each column starts: the rule's dashes are ASCII, so their offsets are columns.
      const starts = [...table[1]!.matchAll(/-+/g)].map((match) => match.index);
      expect(starts).toHaveLength(10);
      for (const line of [table[0]!, table[2]!, table[3]!]) {
        for (const start of starts) expect(cellAt(line, start!)).toMatch(/^\S/);
      }
    },
  );

  it('gives each section one state, the numbers the workbench overview shows', () => {
    const result = run(['status'], fixture('valid'));
    const status = JSON.parse(run(['status', '--json'], fixture('valid')).out[0]!);
    const line = result.out.find((text) => text.startsWith('th by state:'));
    const th = status.locales.th.states;
    expect(line).toBe(
      `th by state: ${th.current} current (source translation), ${th.reviewed} reviewed (signed), ${th.accepted} accepted by the maintainer, ${th.draft} drafts, ${th.edited} with a review that no longer counts, ${th.stale} stale, ${th.missing} missing`,
    );
    // 6 English sections: 3 missing, 2 stale, 1 up to date (content-status.test.ts).
    expect(th).toMatchObject({ missing: 3, stale: 2 });
    expect(th.current + th.reviewed + th.accepted + th.draft + th.edited).toBe(1);
  });

  it('names a file whose front matter cannot be read (its sections count as missing) and exits 1', () => {
    const result = run(['status', '--json'], fixture('front-matter-yaml'));
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      'warning: en/playing-the-game/Dice.md has front matter that cannot be read, so its sections count as missing; run "pnpm content check" to see why',
    ]);
    expect(JSON.parse(result.out[0]!).unreadableFiles).toEqual(['en/playing-the-game/Dice.md']);
  });
});
