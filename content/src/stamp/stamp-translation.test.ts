import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { propertyRuns } from '@polyhedral/dice/property-runs';
import { describe, expect, it } from 'vitest';
import { editProblems, generateFile, seededRandom } from '../../test/support/front-matter-generator.ts';
import { copyFixture } from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { isStale } from '../resolve/is-stale.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';
import { stampTranslation } from './stamp-translation.ts';

const DICE_TH = 'th/playing-the-game/Dice.md';

/** An unquoted hash stays unquoted unless YAML would read it as a number. */
function plain(hash: string): string {
  return /^[0-9]+(e[0-9]+)?$/.test(hash) ? `"${hash}"` : hash;
}

function englishHash(root: string, id: string): string {
  return loadContent({ root }).sections.get(id)!.en!.hash;
}

describe('stampTranslation', () => {
  it('marks sections current and changes nothing but the named entries', () => {
    const root = copyFixture('valid');
    const file = path.join(root, DICE_TH);
    const before = readFileSync(file, 'utf8');
    const model = loadContent({ root });
    expect(isStale(model, 'th', 'DiceNotation')).toBe(true);
    const result = stampTranslation(model, 'th', ['DiceNotation', 'D20Tests']);
    expect(result).toEqual({
      stamped: { [DICE_TH]: ['DiceNotation', 'D20Tests'] },
      unknown: [],
      refused: [],
    });
    expect(readFileSync(file, 'utf8')).toBe(
      before.replace(
        'translation:\n  Dice: "e1a7bdf7c43a"\n  DiceNotation: "000000000000"\n',
        `translation:\n  Dice: "e1a7bdf7c43a"\n  DiceNotation: "${englishHash(root, 'DiceNotation')}"\n  D20Tests: "${englishHash(root, 'D20Tests')}"\n`,
      ),
    );
    const reloaded = loadContent({ root });
    expect(isStale(reloaded, 'th', 'DiceNotation')).toBe(false);
    expect(isStale(reloaded, 'th', 'D20Tests')).toBe(false);
    expect(reloaded.diagnostics).toEqual([]);
  });

  it('writes nothing when an ID is unknown or has no English original', () => {
    const root = copyFixture('valid');
    const file = path.join(root, DICE_TH);
    const before = readFileSync(file);
    const result = stampTranslation(loadContent({ root }), 'th', ['DiceNotation', 'PlayerorDM', 'Nope']);
    expect(result).toEqual({ stamped: {}, unknown: ['PlayerorDM', 'Nope'], refused: [] });
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('--all stamps every translated section of the locale', () => {
    const root = copyFixture('valid');
    const result = stampTranslation(loadContent({ root }), 'zh', 'all');
    expect(result).toEqual({
      stamped: { 'zh/playing-the-game/Combat.md': ['Combat'] },
      unknown: [],
      refused: [],
    });
    expect(isStale(loadContent({ root }), 'zh', 'Combat')).toBe(false);
  });

  it('keeps comments, quoting styles, CRLF and invalid bytes elsewhere in the file', () => {
    const root = copyFixture('valid');
    const file = path.join(root, DICE_TH);
    const body = readFileSync(file).toString('latin1').split('---\n')[2]!;
    const head = [
      '---',
      'id: Dice # the page',
      'title: ลูกเต๋า',
      'order: 1',
      'chapter: playing-the-game',
      '# hashes below are written by pnpm content stamp',
      'translation:   # do not edit',
      "    Dice: 'e1a7bdf7c43a'  # intro",
      '    # comment between entries',
      '    DiceNotation: 0000000000ab # old',
      '',
      'source: srd-5.2-th',
      '---',
      '',
    ].join('\r\n');
    const original = Buffer.concat([
      Buffer.from(head, 'utf8'),
      Buffer.from(body.replaceAll('\n', '\r\n'), 'latin1'),
      Buffer.from([0xff, 0xfe, 0x0d, 0x0a]),
    ]);
    writeFileSync(file, original);
    const result = stampTranslation(loadContent({ root }), 'th', ['DiceNotation', 'D20Tests', 'Dice']);
    expect(result.refused).toEqual([]);
    const expected = Buffer.from(
      original
        .toString('latin1')
        .replace("    Dice: 'e1a7bdf7c43a'", `    Dice: '${englishHash(root, 'Dice')}'`)
        .replace(
          '    DiceNotation: 0000000000ab # old\r\n',
          `    DiceNotation: ${plain(englishHash(root, 'DiceNotation'))} # old\r\n    D20Tests: "${englishHash(root, 'D20Tests')}"\r\n`,
        ),
      'latin1',
    );
    const written = readFileSync(file);
    expect(written.toString('latin1')).toBe(expected.toString('latin1'));
    expect(written.subarray(-4).equals(Buffer.from([0xff, 0xfe, 0x0d, 0x0a]))).toBe(true);
    const reloaded = loadContent({ root });
    for (const id of ['Dice', 'DiceNotation', 'D20Tests']) expect(isStale(reloaded, 'th', id)).toBe(false);
  });

  it('--dry-run reports what it would stamp and writes nothing', () => {
    const root = copyFixture('valid');
    const file = path.join(root, DICE_TH);
    const before = readFileSync(file);
    const result = stampTranslation(loadContent({ root }), 'th', ['DiceNotation'], { dryRun: true });
    expect(result.stamped).toEqual({ [DICE_TH]: ['DiceNotation'] });
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('atomic writes', () => {
  it('replaces the file by rename and leaves no temporary file behind', () => {
    const root = copyFixture('valid');
    const folder = path.join(root, 'th/playing-the-game');
    const file = path.join(root, DICE_TH);
    const listing = readdirSync(folder).sort();
    const inode = statSync(file).ino;
    stampTranslation(loadContent({ root }), 'th', ['DiceNotation']);
    expect(readdirSync(folder).sort()).toEqual(listing);
    expect(statSync(file).ino).not.toBe(inode);
  });

  it('does not rewrite a file whose entries are already current', () => {
    const root = copyFixture('valid');
    const file = path.join(root, DICE_TH);
    stampTranslation(loadContent({ root }), 'th', ['DiceNotation']);
    const inode = statSync(file).ino;
    expect(stampTranslation(loadContent({ root }), 'th', ['DiceNotation']).stamped).toEqual({
      [DICE_TH]: ['DiceNotation'],
    });
    expect(statSync(file).ino).toBe(inode);
  });

  it('removes its temporary file when the rename fails', () => {
    const root = copyFixture('valid');
    const folder = path.join(root, 'th/playing-the-game');
    const listing = readdirSync(folder).sort();
    // The target is a non-empty folder: the rename over it fails.
    const target = path.join(root, 'th');
    expect(() => writeFileAtomic(target, Buffer.from('x'))).toThrow();
    expect(readdirSync(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(readdirSync(folder).sort()).toEqual(listing);
  });

  it('keeps the file mode', () => {
    const root = copyFixture('valid');
    const file = path.join(root, 'th/playing-the-game/Mode.md');
    writeFileSync(file, 'a', { mode: 0o600 });
    writeFileAtomic(file, Buffer.from('b'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe('b');
  });
});

describe('stamp editor on generated front matter (property)', () => {
  // Full size 600 (`POLYHEDRAL_PROPERTY_SCALE=1`); a tenth on every push.
  const CASES = propertyRuns(600);
  it(`changes only the stamped entries in ${CASES} generated files`, () => {
    let inserted = 0;
    let created = 0;
    let crlf = 0;
    for (let seed = 1; seed <= CASES; seed += 1) {
      const file = generateFile(seed);
      const random = seededRandom(seed * 7919);
      const hash = () =>
        random() < 0.1
          ? String(Math.floor(random() * 9e11 + 1e11))
          : Array.from({ length: 12 }, () => '0123456789abcdef'[Math.floor(random() * 16)]).join('');
      const values = new Map<string, string>();
      for (const entry of file.entries.translation ?? []) if (random() < 0.5) values.set(entry.id, hash());
      const extra = Math.floor(random() * 3);
      for (let index = 0; index < extra; index += 1) values.set(`New${seed}x${index}`, hash());
      if (extra > 0) inserted += 1;
      if (extra > 0 && file.entries.translation === null) created += 1;
      if (file.bytes.includes('\r\n')) crlf += 1;
      const problems = editProblems(file, 'translation', values, 'insert');
      expect(problems, `seed ${seed}:\n${file.bytes.toString('latin1')}`).toEqual([]);
    }
    // The generator reaches the interesting cases.
    expect(inserted).toBeGreaterThan(CASES / 3);
    expect(created).toBeGreaterThan(CASES / 30);
    expect(crlf).toBeGreaterThan(CASES / 3);
    // Correctness over many generated files, not a speed test: room for a busy machine.
  });
});
