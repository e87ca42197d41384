/**
 * Faults `content check` must catch (issue: checker gaps), one fixture each: remote and missing
 * images, footnotes, an unclosed directive, a calculator preset that fails when computed (on-disk
 * fixtures); a BOM, a NUL byte, invalid UTF-8 and symbolic links out of or back into the tree
 * (written into a copy of the valid fixture, since git and editors mangle such files); unknown
 * flags. Each asserts the exact `file:line:column: severity rule message` line.
 */
import { appendFileSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.ts';
import { copyFixture, FIXTURE_TERMS, fixture } from '../test-support.ts';
import { checkContent } from './check-content.ts';
import { formatDiagnostic } from './diagnostic.ts';

const DICE = 'en/playing-the-game/Dice.md';

function lines(root: string, ruleId: string): string[] {
  return checkContent({ root, knownTermIds: FIXTURE_TERMS })
    .diagnostics.filter((d) => d.ruleId === ruleId)
    .map((d) => formatDiagnostic(d));
}

describe('content check catches what the site cannot show safely', () => {
  it.each([
    [
      'image-remote',
      `${DICE}:15:1: error image-remote Image "https://images.example.com/dice.png" is on another host: every reader's browser would call it; use a local file under content/ or no image`,
    ],
    ['image-missing', `${DICE}:15:1: error image-missing Image "dice.png" does not exist next to this file`],
    [
      'footnote',
      `${DICE}:13:23: error footnote Footnote "1": footnotes are not supported; write the note into the text`,
    ],
    [
      'directive-unclosed',
      `${DICE}:15:1: error directive-unclosed Directive "::calc{" is never closed: end its attributes with "}" on the same line`,
    ],
    [
      'calc-preset-fails',
      `${DICE}:15:1: error calc-preset-fails Calculator "dice" preset fails when computed: expr="1d6/0": dice.eval.division-by-zero`,
    ],
  ])('%s', (name, line) => {
    expect(lines(fixture(name), name)[0]).toBe(line);
  });
});

describe('content check reads files as bytes', () => {
  it('a byte order mark is its own error at 1:1, and the front matter still parses', () => {
    const root = copyFixture('valid');
    const file = path.join(root, DICE);
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(file)]));
    expect(lines(root, 'file-bom')).toEqual([
      `${DICE}:1:1: error file-bom The file starts with a byte order mark (BOM): save it as UTF-8 without BOM`,
    ]);
    expect(lines(root, 'front-matter-missing')).toEqual([]);
  });

  it('a NUL byte and an invalid UTF-8 byte are reported where they are', () => {
    const root = copyFixture('valid');
    appendFileSync(path.join(root, DICE), Buffer.from([0x41, 0x00, 0x0a, 0x42, 0xff, 0x0a]));
    const last = readFileSync(path.join(root, DICE), 'latin1').split('\n').length - 2;
    expect(lines(root, 'file-nul')).toEqual([
      `${DICE}:${last}:2: error file-nul The file contains a NUL byte: remove it (the file may be damaged or not text)`,
    ]);
    expect(lines(root, 'file-invalid-utf8')).toEqual([
      `${DICE}:${last + 1}:2: error file-invalid-utf8 Byte 0xff is not valid UTF-8: save the file as UTF-8`,
    ]);
  });

  it('a symbolic link looping back into the tree, or out of it, is refused, never followed', () => {
    const root = copyFixture('valid');
    symlinkSync(path.join(root, 'en'), path.join(root, 'en/playing-the-game/loop'));
    symlinkSync(tmpdir(), path.join(root, 'en/outside'));
    expect(lines(root, 'symlink-refused')).toEqual([
      'en/outside:1:1: error symlink-refused "en/outside" is a symbolic link to outside content/: content files and folders must be real files inside content/',
      'en/playing-the-game/loop:1:1: error symlink-refused "en/playing-the-game/loop" is a symbolic link back into a folder it is in: content files and folders must be real files inside content/',
    ]);
  });
});

describe('content commands refuse unknown flags', () => {
  it.each([['check'], ['status'], ['provenance']])('%s --bogus exits 2 with its usage line', (command) => {
    const err: string[] = [];
    const root = fixture('valid');
    const code = runCli([command, '--bogus'], {
      stdout: () => {},
      stderr: (l) => err.push(l),
      cwd: root,
      root,
    });
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/usage: pnpm content /);
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
