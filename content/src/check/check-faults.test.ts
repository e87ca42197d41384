/**
 * Faults `content check` must catch, one malformed fixture each (content/test/fixtures/<rule>/):
 * remote, missing and outside images, footnotes, unclosed and malformed directives, a calculator
 * preset that fails when computed, a BOM, a NUL byte, invalid UTF-8. Symbolic links are made in a
 * copy of the valid fixture at test time (a loop or a link out of the repository checked in would
 * send every tool that walks the repository round in circles or out of it). Unknown flags exit 2.
 * Each asserts the exact `file:line:column: severity rule message` lines of its rule.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CALCULATOR_KIND_NAMES, validateCalculatorDirective } from '@polyhedral/core/calculators';
import { describe, expect, it } from 'vitest';
import { bundledScript } from '../../test/support/cli-bundle.ts';
import { copyFixture, FIXTURE_TERMS, fixture } from '../../test/support/test-support.ts';
import { runCli } from '../cli/run-cli.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { calcPresetFailure } from './calc-preset.ts';
import { checkContent } from './check-content.ts';

const DICE = 'en/playing-the-game/Dice.md';

function lines(root: string, ruleId: string): string[] {
  return checkContent({ root, knownTermIds: FIXTURE_TERMS })
    .diagnostics.filter((d) => d.ruleId === ruleId)
    .map((d) => formatDiagnostic(d));
}

/** Every error of a tree, as printed. */
function errors(root: string): string[] {
  return checkContent({ root, knownTermIds: FIXTURE_TERMS })
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => formatDiagnostic(d));
}

/** A copy of the valid fixture with `markdown` added after the first paragraph of Dice's DiceNotation. */
function withDiceText(markdown: string): string {
  const root = copyFixture('valid');
  const file = path.join(root, DICE);
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('Roll 8d6 and add them.\n', `Roll 8d6 and add them.\n\n${markdown}\n`),
  );
  return root;
}

describe('content check catches what the site cannot show safely (one fixture each)', () => {
  it.each([
    [
      'image-remote',
      `${DICE}:15:1: error image-remote Image "https://images.example.com/dice.png" is on another host: every reader's browser would call it; use a local file under content/ or no image`,
    ],
    [
      'image-missing',
      `${DICE}:15:1: error image-missing Image "dice.png" does not exist (the path is relative to this file)`,
    ],
    [
      'image-outside',
      `${DICE}:15:1: error image-outside Image "/images/dice.png" is not under content/: images must be files inside content/, named relative to this file`,
    ],

    [
      'directive-unclosed',
      `${DICE}:15:1: error directive-unclosed Directive "::calc{" is never closed: end its attributes with "}" on the same line`,
    ],
    [
      'directive-malformed',
      `${DICE}:15:1: error directive-malformed Line "::calc{kind="dice" expr="8d6"} (try it)" starts like a directive but is not one, so it would show as text: write ::calc{attribute="value"} alone on its line, nothing after "}"`,
    ],
    [
      'calc-preset-fails',
      `${DICE}:15:1: error calc-preset-fails Calculator "dice" preset fails when computed: expr="1d6/0": dice.eval.division-by-zero (offset=4, column=5)`,
    ],
  ])('%s', (name, line) => {
    expect(lines(fixture(name), name)).toEqual([line]);
  });

  it('markdown-footnote: the reference and the definition', () => {
    expect(lines(fixture('markdown-footnote'), 'markdown-footnote')).toEqual([
      `${DICE}:13:23: error markdown-footnote Footnote "1": footnotes are not supported; write the note into the text`,
      `${DICE}:15:1: error markdown-footnote Footnote "1": footnotes are not supported; write the note into the text`,
    ]);
  });

  it("block-unclosed: a `:::note` left open in a file's last section is an error at its line (issue 45)", () => {
    // DiceNotation is Dice's last section: nothing after it to swallow, so only this check sees it.
    const root = withDiceText(':::note\nThe rest of the section now sits inside the note.');
    expect(errors(root).filter((line) => line.includes(' block-unclosed '))).toEqual([
      `${DICE}:15:1: error block-unclosed ":::" is opened here and never closed: it swallows the rest of the file (at the end of a file the section still looks whole, with its text inside the block). Close it.`,
    ]);
    const closed = withDiceText(':::note\nA closed note.\n:::');
    expect(errors(closed).filter((line) => line.includes(' block-unclosed '))).toEqual([]);
  });

  it('images: a reference to a remote definition, a path out of content/, a folder, a bad escape', () => {
    const root = withDiceText(
      [
        '![logo][logo]',
        '',
        '![up](../../../outside.png)',
        '',
        '![folder](../)',
        '',
        '![escape](dice%E0%A4%A.png)',
        '',
        '[logo]: https://cdn.example.com/logo.png',
      ].join('\n'),
    );
    expect(errors(root).filter((line) => line.includes(' image-'))).toEqual([
      `${DICE}:15:1: error image-remote Image "https://cdn.example.com/logo.png" is on another host: every reader's browser would call it; use a local file under content/ or no image`,
      `${DICE}:17:1: error image-outside Image "../../../outside.png" is not under content/: images must be files inside content/, named relative to this file`,
      `${DICE}:19:1: error image-missing Image "../" does not exist (the path is relative to this file)`,
      `${DICE}:21:1: error image-missing Image "dice%E0%A4%A.png" does not exist (the path is relative to this file)`,
    ]);
  });

  it('images: a local file under content/ is accepted, a symbolic link to one outside is not', () => {
    const root = withDiceText('![dice](../images/dice%20set.png)\n\n![linked](../images/linked.png)');
    mkdirSync(path.join(root, 'en/images'));
    writeFileSync(path.join(root, 'en/images/dice set.png'), 'png');
    const outside = path.join(tmpdir(), `polyhedral-outside-${process.pid}.png`);
    writeFileSync(outside, 'png');
    symlinkSync(outside, path.join(root, 'en/images/linked.png'));
    expect(errors(root).filter((line) => line.includes(' image-'))).toEqual([
      `${DICE}:17:1: error image-outside Image "../images/linked.png" is not under content/: images must be files inside content/, named relative to this file`,
    ]);
    rmSync(outside);
  });

  it('directives that silently became prose: in a list, in a quote, text after "}", a space before "{"', () => {
    const root = withDiceText(
      [
        '- ::calc{kind="dice"',
        '',
        '> ::table{id="AbilityModifiersTable"',
        '',
        ':::calc{kind="dice" expr="}',
        '',
        '::calc {kind="dice"}',
        '',
        '```',
        '::calc{kind="dice"',
        '```',
      ].join('\n'),
    );
    expect(errors(root).filter((line) => line.includes(' directive-'))).toEqual([
      `${DICE}:15:3: error directive-unclosed Directive "::calc{" is never closed: end its attributes with "}" on the same line`,
      `${DICE}:17:3: error directive-unclosed Directive "::table{" is never closed: end its attributes with "}" on the same line`,
      `${DICE}:19:1: error directive-unclosed Directive "::calc{" is never closed: end its attributes with "}" on the same line`,
      `${DICE}:21:1: error directive-malformed Line "::calc {kind="dice"}" starts like a directive but is not one, so it would show as text: write ::calc{attribute="value"} alone on its line, nothing after "}"`,
    ]);
  });

  it('calculator presets are computed by the core, missing inputs at the calculators’ start values', () => {
    expect(calcPresetFailure('d20-test', { 'kind-of-test': 'check', cover: 'half' })).toBe(
      'rules.d20.cover-not-applicable (kind=check, cover=half)',
    );
    expect(calcPresetFailure('save-half', { ruleset: 'playtest' })).toBe(
      'rules.ruleset.unsupported (feature=half-damage, ruleset=playtest)',
    );
    // More HP than the maximum is refused by the directive validator itself (hp's limit is max-hp).
    expect(calcPresetFailure('damage-application', { hp: '50' })).toBeNull();
    expect(validateCalculatorDirective('damage-application', { hp: '50' }).ok).toBe(false);
    expect(calcPresetFailure('damage-application', { hp: '50', 'max-hp': '60' })).toBeNull();
    // Refused by the directive validator: reported as calc-invalid-params, not twice.
    expect(calcPresetFailure('dice', { expr: '8d' })).toBeNull();
    expect(calcPresetFailure('fireball', {})).toBeNull();
  });

  it('a preset past the dice engine work limit is reported at once, not computed (issue 22: 198 s)', () => {
    expect(
      calcPresetFailure('save-half', {
        damage: '1000d1000:fire;1000d1000:cold',
        dc: '15',
        targets: 'save=+2',
      }),
    ).toMatch(/^dice\.limit\.too-much-work \(limit=100000000, actual=\d+\)$/);
  });

  it.each(CALCULATOR_KIND_NAMES)('a bare ::calc{kind="%s"} computes', (kind) => {
    expect(calcPresetFailure(kind, {})).toBeNull();
  });

  it('a preset that fails in the core is reported at its directive', () => {
    const root = withDiceText('::calc{kind="d20-test" cover="half"}');
    expect(lines(root, 'calc-preset-fails')).toEqual([
      `${DICE}:15:1: error calc-preset-fails Calculator "d20-test" preset fails when computed: rules.d20.cover-not-applicable (kind=check, cover=half)`,
    ]);
  });
});

describe('content check reads files as bytes (one fixture each)', () => {
  it('a byte order mark is its own error at 1:1, and the front matter still parses', () => {
    expect(errors(fixture('file-bom'))).toEqual([
      `${DICE}:1:1: error file-bom The file starts with a byte order mark (BOM): remove the byte order mark (save the file as UTF-8 without BOM)`,
    ]);
  });

  it('a NUL byte is reported where it is', () => {
    expect(errors(fixture('file-nul'))).toEqual([
      `${DICE}:13:9: error file-nul The file contains a NUL byte: remove it (the file may be damaged or not text)`,
    ]);
  });

  it('invalid UTF-8 is reported at its first bad byte', () => {
    expect(lines(fixture('file-invalid-utf8'), 'file-invalid-utf8')).toEqual([
      `${DICE}:9:37: error file-invalid-utf8 Byte 0xe9 is not valid UTF-8: save the file as UTF-8`,
    ]);
  });

  it('columns count characters, not bytes, before the bad byte', () => {
    const root = copyFixture('valid');
    const file = path.join(root, 'th/playing-the-game/Dice.md');
    const text = readFileSync(file);
    const at = text.indexOf(Buffer.from('ทอย'));
    writeFileSync(
      file,
      Buffer.concat([text.subarray(0, at + 3), Buffer.from([0xe0, 0xb8]), text.subarray(at + 3)]),
    );
    const line = text.subarray(0, at).toString('utf8').split('\n').length;
    expect(lines(root, 'file-invalid-utf8')).toEqual([
      `th/playing-the-game/Dice.md:${line}:2: error file-invalid-utf8 Byte 0xe0 is not valid UTF-8: save the file as UTF-8`,
    ]);
  });
});

describe('content check never follows a symbolic link out of content/ or round in a loop', () => {
  it('a loop back into the tree, a link out of it, a link to nothing, links that lead to each other', () => {
    const root = copyFixture('valid');
    symlinkSync(path.join(root, 'en'), path.join(root, 'en/playing-the-game/loop'));
    symlinkSync('.', path.join(root, 'th/self'));
    symlinkSync(tmpdir(), path.join(root, 'en/outside'));
    symlinkSync('nowhere.md', path.join(root, 'zh/playing-the-game/Gone.md'));
    symlinkSync('b', path.join(root, 'zh/a'));
    symlinkSync('a', path.join(root, 'zh/b'));
    expect(errors(root).filter((line) => line.includes(' file-symlink-'))).toEqual([
      'en/outside:1:1: error file-symlink-outside "en/outside" is a symbolic link to outside content/: content files and folders must be real files inside content/',
      'en/playing-the-game/loop:1:1: error file-symlink-loop "en/playing-the-game/loop" is a symbolic link back into a folder it is in (a loop): remove it',
      'th/self:1:1: error file-symlink-loop "th/self" is a symbolic link back into a folder it is in (a loop): remove it',
      'zh/a:1:1: error file-symlink-loop "zh/a" is a symbolic link back into a folder it is in (a loop): remove it',
      'zh/b:1:1: error file-symlink-loop "zh/b" is a symbolic link back into a folder it is in (a loop): remove it',
      'zh/playing-the-game/Gone.md:1:1: error file-symlink-broken "zh/playing-the-game/Gone.md" is a symbolic link to nothing: remove it or make it a real file',
    ]);
  });

  it('a whole locale folder linked from outside content/ is refused', () => {
    const root = copyFixture('valid');
    const elsewhere = copyFixture('valid');
    rmSync(path.join(root, 'zh'), { recursive: true });
    symlinkSync(path.join(elsewhere, 'zh'), path.join(root, 'zh'));
    expect(lines(root, 'file-symlink-outside')).toEqual([
      'zh:1:1: error file-symlink-outside "zh" is a symbolic link to outside content/: content files and folders must be real files inside content/',
    ]);
  });

  it('a symbolic link to a file inside content/ is read like the file', () => {
    const root = copyFixture('valid');
    rmSync(path.join(root, 'zh/playing-the-game/Combat.md'));
    mkdirSync(path.join(root, 'drafts'));
    writeFileSync(
      path.join(root, 'drafts/Combat.md'),
      readFileSync(path.join(fixture('valid'), 'zh/playing-the-game/Combat.md')),
    );
    symlinkSync('../../drafts/Combat.md', path.join(root, 'zh/playing-the-game/Combat.md'));
    expect(errors(root)).toEqual([]);
  });

  it('a .md entry that is not a regular file (a named pipe) is reported, never read', () => {
    const root = copyFixture('valid');
    execFileSync('mkfifo', [path.join(root, 'zh/playing-the-game/Pipe.md')]);
    expect(lines(root, 'file-not-regular')).toEqual([
      'zh/playing-the-game/Pipe.md:1:1: error file-not-regular "zh/playing-the-game/Pipe.md" is not a regular file (a device or a pipe?): content files must be readable regular files',
    ]);
  });

  // Root reads every folder through its DAC capabilities: as root (CI) the check runs in a child
  // process without CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH (setpriv), which then cannot read a
  // mode-000 folder either. As an ordinary user it runs in this process. Never skipped.
  it('a folder it may not read is reported, not thrown (as root: without the DAC capabilities)', () => {
    const root = copyFixture('valid');
    const locked = path.join(root, 'zh/playing-the-game');
    chmodSync(locked, 0o000);
    try {
      expect(unreadableAsUser(root)).toEqual([
        'zh/playing-the-game:1:1: error file-unreadable "zh/playing-the-game" cannot be read (EACCES): content files must be readable regular files',
      ]);
    } finally {
      chmodSync(locked, 0o755);
    }
  });
});

/** The file-unreadable lines of `root`, checked with no power to read past file permissions. */
function unreadableAsUser(root: string): string[] {
  if (process.getuid?.() !== 0) return lines(root, 'file-unreadable');
  // Bundled once (bundledScript), not compiled by tsx in the child; the root is its argument.
  const script = [
    `import { checkContent } from ${JSON.stringify(path.resolve(import.meta.dirname, 'check-content.ts'))};`,
    `import { formatDiagnostic } from ${JSON.stringify(path.resolve(import.meta.dirname, '../findings/diagnostic.ts'))};`,
    "const result = checkContent({ root: process.argv[2], knownTermIds: new Set(['Advantage']) });",
    "console.log(JSON.stringify(result.diagnostics.filter((d) => d.ruleId === 'file-unreadable').map((d) => formatDiagnostic(d))));",
  ].join('\n');
  const output = execFileSync(
    'setpriv',
    [
      '--bounding-set',
      '-dac_override,-dac_read_search',
      process.execPath,
      bundledScript('unreadable', script),
      root,
    ],
    { cwd: path.resolve(import.meta.dirname, '../..'), encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as string[];
}

describe('content commands refuse unknown flags', () => {
  it.each([
    ['check', 'usage: pnpm content check [--errors-only] [--locale en|th|zh]'],
    ['status', 'usage: pnpm content status [zh-hant] [--json] [--locale en|th|zh]'],
  ])('%s --bogus exits 2 with its usage line, before reading any content', (command, usage) => {
    const out: string[] = [];
    const err: string[] = [];
    const root = fixture('valid');
    const code = runCli([command, '--bogus'], {
      stdout: (l) => out.push(l),
      stderr: (l) => err.push(l),
      cwd: root,
      root,
    });
    expect(code).toBe(2);
    expect(err).toEqual([`error: unknown option "--bogus"\n${usage}`]);
    expect(out).toEqual([]);
  });

  it('provenance --bogus exits 2 with its usage line', () => {
    const err: string[] = [];
    const root = fixture('valid');
    const code = runCli(['provenance', '--bogus'], {
      stdout: () => {},
      stderr: (l) => err.push(l),
      cwd: root,
      root,
    });
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/usage: pnpm content provenance/);
  });

  it('check exits 1 on a fixture with errors, 0 on the valid one', () => {
    const io = (root: string) => ({ stdout: () => {}, stderr: () => {}, cwd: root, root });
    expect(runCli(['check'], io(fixture('directive-unclosed')))).toBe(1);
    expect(runCli(['check'], io(fixture('file-nul')))).toBe(1);
    expect(runCli(['check', '--errors-only'], io(fixture('valid')))).toBe(0);
  });
});

describe('no content command overwrites a translator’s edit', () => {
  it('check, status, provenance, stamp --all and review leave the translated text and comments in place', () => {
    const root = copyFixture('valid');
    const thai = path.join(root, 'th/playing-the-game/Dice.md');
    const edited = readFileSync(thai, 'utf8')
      .replace('translation:', '# translator: checked against the English, 2026-11\ntranslation:')
      .replace('ทอย 8d6 แล้วรวมกัน', 'ทอย 8d6 แล้วนำผลมารวมกัน (แก้โดยผู้แปล)');
    writeFileSync(thai, edited);
    const io = { stdout: () => {}, stderr: () => {}, cwd: root, root };
    for (const argv of [
      ['check'],
      ['status', '--json'],
      ['provenance', '--json'],
      ['stamp', 'th', '--all'],
    ]) {
      runCli(argv, io);
    }
    runCli(['review', 'th', 'Dice'], io);
    const after = readFileSync(thai, 'utf8');
    expect(after).toContain('# translator: checked against the English, 2026-11');
    expect(after).toContain('ทอย 8d6 แล้วนำผลมารวมกัน (แก้โดยผู้แปล)');
    expect(after.split('---\n').slice(2).join('---\n')).toBe(edited.split('---\n').slice(2).join('---\n'));
  });
});
