/**
 * `pnpm content stamp` and `pnpm content review` as the translator runs them: refusals
 * (`file:line: <what> — <what to do>`, exit 2, the file untouched), flags and output.
 * The commands are called directly (run-cli.test.ts covers the dispatch).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { copyFixture, maintainerOf, testMaintainer } from '../../test/support/test-support.ts';
import { makeReviewerKey } from '../trust/reviewer-key.ts';
import { REVIEW_USAGE, runReview } from './commands/review.ts';
import { runStamp, STAMP_USAGE } from './commands/stamp.ts';
import type { CliIo } from './io.ts';

const DICE_TH = 'th/playing-the-game/Dice.md';
const BLOCK = 'translation:\n  Dice: "e1a7bdf7c43a"\n  DiceNotation: "000000000000"\n';

function run(
  command: (args: readonly string[], io: CliIo) => number | Promise<number>,
  argv: string[],
  root: string,
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = command(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), cwd: root, root });
  if (typeof code !== 'number') throw new Error('asynchronous command');
  return { code, out, err };
}

async function runAsync(
  command: (args: readonly string[], io: CliIo) => number | Promise<number>,
  argv: string[],
  root: string,
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(argv, {
    stdout: (l) => out.push(l),
    stderr: (l) => err.push(l),
    cwd: root,
    root,
  });
  return { code, out, err };
}

/** The valid fixture with the Thai Dice page's text (latin1 string = its bytes) edited. */
function treeWith(edit: (text: string) => string): { root: string; file: string; before: Buffer } {
  const root = copyFixture('valid');
  const file = path.join(root, DICE_TH);
  const text = edit(readFileSync(file).toString('latin1'));
  writeFileSync(file, Buffer.from(text, 'latin1'));
  return { root, file, before: readFileSync(file) };
}

const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const REFUSALS: { name: string; edit: (text: string) => string; line: number; message: RegExp }[] = [
  {
    name: 'a flow-style map',
    edit: (text) =>
      text.replace(BLOCK, 'translation: {Dice: "e1a7bdf7c43a", DiceNotation: "000000000000"}\n'),
    line: 7,
    message: /`translation:` is written in flow style \(\{\.\.\.\}\) — write `translation:` as a block/,
  },
  {
    name: 'the ID appearing twice',
    edit: (text) => text.replace(BLOCK, `${BLOCK}  DiceNotation: "111111111111"\n`),
    line: 10,
    message:
      /`DiceNotation` appears twice in `translation:` \(lines 9 and 10\) — delete one of the two lines/,
  },
  {
    name: 'an anchor',
    edit: (text) =>
      text.replace(BLOCK, 'translation:\n  Dice: &hash "e1a7bdf7c43a"\n  DiceNotation: "000000000000"\n'),
    line: 8,
    message: /the value of `Dice:` uses an anchor \(&\) — write the value itself/,
  },
  {
    name: 'an alias',
    edit: (text) =>
      text
        .replace('source: srd-5.2-th\n', 'source: &src srd-5.2-th\n')
        .replace(BLOCK, 'translation:\n  Dice: "e1a7bdf7c43a"\n  DiceNotation: *src\n'),
    line: 9,
    message: /the value of `DiceNotation:` uses an alias \(\*\) — write the value itself/,
  },
  {
    name: 'a multi-line value',
    edit: (text) =>
      text.replace(BLOCK, 'translation:\n  Dice: "e1a7bdf7c43a"\n  DiceNotation: >-\n    000000000000\n'),
    line: 9,
    message: /the value of `DiceNotation:` is a multi-line value \(>\) — write the value on the same line/,
  },
  {
    name: 'a plain value continued on the next line',
    edit: (text) =>
      text.replace(BLOCK, 'translation:\n  Dice: "e1a7bdf7c43a"\n  DiceNotation: 0000\n    00000000\n'),
    line: 10,
    message:
      /this line continues the value of `DiceNotation:` \(a multi-line value\) — write each value on one line/,
  },
  {
    name: 'invalid UTF-8 in the front matter',
    edit: (text) => text.replace(utf8('title: ลูกเต๋า'), 'title: \xe0\xb8\xa5\xff'),
    line: 3,
    message: /invalid UTF-8 in the front matter — save the file as UTF-8/,
  },
  {
    name: 'a file without front matter',
    edit: (text) => text.slice(text.indexOf('---\n', 4) + 4),
    line: 1,
    message: /the file has no front matter — start the file with a `---` line/,
  },
  {
    name: 'a tab-indented entry among space-indented ones',
    edit: (text) =>
      text.replace(BLOCK, 'translation:\n  Dice: "e1a7bdf7c43a"\n\tDiceNotation: "000000000000"\n'),
    line: 9,
    message: /a tab in the indentation of `translation:` — indent every entry with spaces only/,
  },
];

describe('stamp refuses what it cannot edit safely (exit 2, file:line, file untouched)', () => {
  for (const refusal of REFUSALS) {
    it(refusal.name, () => {
      const { root, file, before } = treeWith(refusal.edit);
      const result = run(runStamp, ['th', 'DiceNotation'], root);
      expect(result.code).toBe(2);
      expect(result.out).toEqual([]);
      expect(result.err).toHaveLength(2);
      expect(result.err[0]!.startsWith(`${DICE_TH}:${refusal.line}: `)).toBe(true);
      expect(result.err[0]).toMatch(refusal.message);
      expect(result.err[1]).toBe('stamp: nothing written');
      expect(readFileSync(file).equals(before)).toBe(true);
      expect(readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    });
  }

  it('a Thai translator reads the refusal in Thai (--locale th): the same file:line, no English', () => {
    const { root } = treeWith(REFUSALS[1]!.edit);
    const out: string[] = [];
    const err: string[] = [];
    const code = runStamp(['th', 'DiceNotation'], {
      stdout: (l) => out.push(l),
      stderr: (l) => err.push(l),
      cwd: root,
      root,
      locale: 'th',
    });
    expect(code).toBe(2);
    expect(err[0]).toBe(
      `${DICE_TH}:10: \`DiceNotation\` ปรากฏสองครั้งใน \`translation:\` (บรรทัด 9 และ 10) — ลบบรรทัดใดบรรทัดหนึ่ง`,
    );
    expect(err[0]).not.toMatch(/appears|delete/);
  });

  it('--all reports a page of the locale whose front matter cannot be edited', () => {
    const { root, file, before } = treeWith(REFUSALS[1]!.edit);
    const result = run(runStamp, ['th', '--all'], root);
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(/^th\/playing-the-game\/Dice\.md:10: `DiceNotation` appears twice/);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('writes no file when one of them is refused', () => {
    const { root } = treeWith((text) => text.replace(BLOCK, 'translation: {}\n'));
    const combat = path.join(root, 'th/playing-the-game/Combat.md');
    writeFileSync(
      combat,
      '---\nid: Combat\ntitle: การต่อสู้\norder: 2\nchapter: playing-the-game\nsource: srd-5.2-th\n---\n\nการต่อสู้\n\n## ลำดับการกระทำ {#Initiative}\n\nทุกคนทอย\n',
    );
    const combatBefore = readFileSync(combat);
    const result = run(runStamp, ['th', 'Initiative', 'DiceNotation'], root);
    expect(result.code).toBe(2);
    expect(result.err).toEqual([
      expect.stringMatching(/^th\/playing-the-game\/Dice\.md:7: `translation:` is written in flow style/),
      'stamp: nothing written',
    ]);
    expect(readFileSync(combat).equals(combatBefore)).toBe(true);
    expect(run(runStamp, ['th', 'Initiative'], root)).toMatchObject({ code: 0 });
    expect(readFileSync(combat).equals(combatBefore)).toBe(false);
  });
});

describe('stamp arguments', () => {
  it('exits 2 with the usage line on an unknown flag, a bad locale or a bad ID list', () => {
    const root = copyFixture('valid');
    expect(run(runStamp, ['th', 'DiceNotation', '--force'], root)).toEqual({
      code: 2,
      out: [],
      err: ['error: unknown option "--force"', STAMP_USAGE],
    });
    expect(run(runStamp, ['fr', 'Combat'], root)).toEqual({
      code: 2,
      out: [],
      err: ['error: unknown locale "fr"', STAMP_USAGE],
    });
    expect(run(runStamp, ['th', '--all', 'DiceNotation'], root).err).toEqual([STAMP_USAGE]);
    expect(run(runStamp, ['th'], root).err).toEqual([STAMP_USAGE]);
    expect(run(runStamp, [], root).err).toEqual([STAMP_USAGE]);
  });

  it('--dry-run prints what it would stamp and writes nothing', () => {
    const root = copyFixture('valid');
    const file = path.join(root, DICE_TH);
    const before = readFileSync(file);
    expect(run(runStamp, ['th', 'DiceNotation', '--dry-run'], root)).toEqual({
      code: 0,
      out: [`would stamp ${DICE_TH}: DiceNotation`],
      err: [],
    });
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

/** The valid fixture with a `review:` block in the Thai Dice page. */
function reviewTree(block = 'review:\n  Dice: draft\n  DiceNotation: "draft" # ทอย\n  D20Tests: draft\n') {
  return treeWith((text) => text.replace(BLOCK, `${BLOCK}${utf8(block)}`));
}

describe('review', () => {
  it("records the maintainer's acceptance on behalf of the name typed, and changes no content file", async () => {
    const { root, file, before } = reviewTree();
    await maintainerOf(root);
    expect(await runAsync(runReview, ['th', 'DiceNotation', 'D20Tests', '--reviewer', 'R'], root)).toEqual({
      code: 0,
      out: [
        `accepted by you, the maintainer, on behalf of R: ${DICE_TH}: DiceNotation, D20Tests (shown as your acceptance, not as a signed review; a registered reviewer signs with --key)`,
      ],
      err: [],
    });
    // A typed name is vouching: the record says so; the front matter says nothing.
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(JSON.parse(readFileSync(path.join(root, 'approvals/th/D20Tests.json'), 'utf8'))).toMatchObject({
      kind: 'maintainer-acceptance',
      onBehalfOf: 'R',
      reason: 'unsigned',
    });
    expect(await runAsync(runReview, ['th', 'DiceNotation', '--reviewer', 'R'], root)).toEqual({
      code: 0,
      out: [`already reviewed ${DICE_TH}: DiceNotation`],
      err: [],
    });
  });

  it("refuses without the maintainer's key, or with a key not registered as the maintainer's: nothing written", async () => {
    const { root, file, before } = reviewTree();
    const env = process.env.POLYHEDRAL_MAINTAINER_KEY;
    try {
      delete process.env.POLYHEDRAL_MAINTAINER_KEY;
      const none = await runAsync(runReview, ['th', 'Dice', '--reviewer', 'R'], root);
      expect(none.code).toBe(2);
      expect(none.err[0]).toContain('nothing was accepted: an acceptance is signed with the maintainer');
      expect(none.err[0]).toContain('POLYHEDRAL_MAINTAINER_KEY');
      // A registered reviewer's key (no `role: maintainer`) signs no acceptance.
      const reviewer = await testMaintainer(root, { role: null, name: 'Somchai Jaidee' });
      const wrong = await runAsync(runReview, ['th', 'Dice', '--reviewer', 'R'], root);
      expect(wrong.code).toBe(2);
      expect(wrong.err[0]).toContain(
        `(key ID ${reviewer.keyId}) is not registered in reviewers.yaml with \`role: maintainer\``,
      );
      // A maintainer's key that reviewers.yaml does not list.
      await testMaintainer(undefined);
      expect((await runAsync(runReview, ['th', 'Dice', '--reviewer', 'R'], root)).code).toBe(2);
      expect(existsSync(path.join(root, 'approvals'))).toBe(false);
      expect(readFileSync(file).equals(before)).toBe(true);
    } finally {
      if (env === undefined) delete process.env.POLYHEDRAL_MAINTAINER_KEY;
      else process.env.POLYHEDRAL_MAINTAINER_KEY = env;
    }
  });

  it('a section with no review: entry or not in the locale is an error naming it; nothing is written', async () => {
    const { root, file, before } = reviewTree();
    await maintainerOf(root);
    const result = await runAsync(
      runReview,
      ['th', 'Dice', 'PlayerorDM', 'Initiative', '--reviewer', 'R'],
      root,
    );
    expect(result.code).toBe(2);
    expect(result.out).toEqual([]);
    expect(result.err).toEqual([
      'error: "Initiative" is not a th section',
      `error: "PlayerorDM" (${DICE_TH}) has no review: entry — it was not drafted in this project (its text comes from the file's source), so there is nothing to review`,
      'review: nothing written',
    ]);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('a review: map in flow style is read, never edited: the record goes to approvals/', async () => {
    const { root, file, before } = reviewTree('review: {Dice: draft, DiceNotation: draft}\n');
    await maintainerOf(root);
    const result = await runAsync(runReview, ['th', 'Dice', '--reviewer', 'R'], root);
    expect(result.code).toBe(0);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(path.join(root, 'approvals/th/Dice.json'))).toBe(true);
  });

  it("refuses a typed name that looks like a registered reviewer's (UTS #39): nothing written", async () => {
    const { root } = reviewTree();
    const key = await makeReviewerKey({ extractable: false });
    writeFileSync(
      path.join(root, 'reviewers.yaml'),
      `reviewers:\n  - name: Somchai Jaidee\n    locales: [th]\n    key: ${key.publicKeyText}\n    added: 2026-11-20\n`,
    );
    await maintainerOf(root);
    // A fullwidth Ｓ and a double space; a Cyrillic о is no plain name (mixed scripts).
    for (const name of ['\uff33omchai Jaidee', 'Somchai  Jaidee']) {
      const result = await runAsync(runReview, ['th', 'Dice', '--reviewer', name], root);
      expect(result.code).toBe(2);
    }
    expect(
      (await runAsync(runReview, ['th', 'Dice', '--reviewer', '\uff33omchai Jaidee'], root)).err[0],
    ).toContain('looks like the registered reviewer "Somchai Jaidee"');
    expect((await runAsync(runReview, ['th', 'Dice', '--reviewer', 'S\u043emchai Jaidee'], root)).code).toBe(
      2,
    );
    expect(existsSync(path.join(root, 'approvals'))).toBe(false);
    // The exact registered name: the maintainer's acceptance on their behalf (not a review).
    expect((await runAsync(runReview, ['th', 'Dice', '--reviewer', 'Somchai Jaidee'], root)).code).toBe(0);
  });

  it('has no --all, refuses unknown flags and needs IDs (exit 2 with the usage line)', async () => {
    const root = copyFixture('valid');
    expect(await runAsync(runReview, ['th', '--all'], root)).toEqual({
      code: 2,
      out: [],
      err: ['review has no --all: name the sections you have read', REVIEW_USAGE],
    });
    expect((await runAsync(runReview, ['th', 'Dice', '--force'], root)).err).toEqual([
      'error: unknown option "--force"',
      REVIEW_USAGE,
    ]);
    expect(await runAsync(runReview, ['th'], root)).toEqual({ code: 2, out: [], err: [REVIEW_USAGE] });
    // A review credits a person: no name, nothing written.
    expect(await runAsync(runReview, ['th', 'Dice'], root)).toEqual({
      code: 2,
      out: [],
      err: [
        'a review credits the person who read the text: name yourself with --reviewer NAME',
        REVIEW_USAGE,
      ],
    });
  });

  it('reads --reviewer=NAME as --reviewer NAME, and a name after -- as an ID, not an option', async () => {
    const { root } = reviewTree();
    await maintainerOf(root);
    expect(await runAsync(runReview, ['th', 'Dice', '--dry-run', '--reviewer=Somchai Jaidee'], root)).toEqual(
      {
        code: 0,
        out: [`would accept on behalf of Somchai Jaidee: ${DICE_TH}: Dice`],
        err: [],
      },
    );
    expect((await runAsync(runReview, ['th', '--reviewer=R', '--dry-run', '--', 'Dice'], root)).out).toEqual([
      `would accept on behalf of R: ${DICE_TH}: Dice`,
    ]);
    // A value forgotten: the next option is not a name.
    expect((await runAsync(runReview, ['th', 'Dice', '--reviewer', '--dry-run'], root)).err).toEqual([
      'error: --reviewer needs a value',
      REVIEW_USAGE,
    ]);
    expect((await runAsync(runReview, ['th', 'Dice', '--reviewer='], root)).code).toBe(2);
    // A switch given a value, or a short option nobody defined, is an unknown option.
    expect((await runAsync(runReview, ['th', 'Dice', '--reviewer', 'R', '--dry-run=yes'], root)).err).toEqual(
      ['error: unknown option "--dry-run"', REVIEW_USAGE],
    );
    expect(run(runStamp, ['th', 'Dice', '-n'], root).err[0]).toBe('error: unknown option "-n"');
  });

  it("records the reviewer's own calendar date: Bangkok at 06:30 on the 27th writes the 27th (UTC says the 26th)", async () => {
    const zone = process.env.TZ;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T23:30:00.000Z'));
    process.env.TZ = 'Asia/Bangkok';
    try {
      const { root } = reviewTree();
      await maintainerOf(root);
      expect((await runAsync(runReview, ['th', 'DiceNotation', '--reviewer', 'R'], root)).code).toBe(0);
      expect(JSON.parse(readFileSync(path.join(root, 'approvals/th/DiceNotation.json'), 'utf8')).date).toBe(
        '2026-11-27',
      );
    } finally {
      process.env.TZ = zone;
      vi.useRealTimers();
    }
  });

  it('--dry-run writes nothing', async () => {
    const { root, file, before } = reviewTree();
    await maintainerOf(root);
    expect((await runAsync(runReview, ['th', 'Dice', '--dry-run', '--reviewer', 'R'], root)).out).toEqual([
      `would accept on behalf of R: ${DICE_TH}: Dice`,
    ]);
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('content review: one rule for "reviewed"', () => {
  it('refuses a section with an avoided term, printing the finding with its rule (exit 2)', async () => {
    const root = copyFixture('qa-term-avoided');
    await maintainerOf(root);
    const out: string[] = [];
    const err: string[] = [];
    const code = await runReview(['th', 'HalfCover', '--reviewer', 'R'], {
      stdout: (line) => out.push(line),
      stderr: (line) => err.push(line),
      cwd: root,
      root,
      locale: 'en',
    });
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/cannot be marked reviewed[\s\S]*error qa-term-avoided/);
  });
});
