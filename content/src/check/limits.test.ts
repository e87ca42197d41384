/**
 * Bounded work (issue "never lose a translator's work", item 6): a text no parser should be given
 * is refused with its file and line before it is parsed, never with a RangeError stack; an
 * oversized file or section is named and the check still finishes. The texts are made here (no
 * large fixtures in the repository).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_NESTING_DEPTH } from '@polyhedral/markdown';
import { describe, expect, it } from 'vitest';
import { copyFixture, correctionBundle, FIXTURE_TERMS } from '../../test/support/test-support.ts';
import { MAX_CONTENT_FILE_BYTES, MAX_SECTION_BYTES } from '../config/limits.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { importHandback } from '../handback/import-handback.ts';
import { loadContent } from '../loader/load-content.ts';
import { saveSection } from '../sections/save-section.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { checkContent } from './check-content.ts';

const DICE = 'th/playing-the-game/Dice.md';

function withText(text: string): string {
  const root = copyFixture('valid');
  const file = path.join(root, DICE);
  writeFileSync(file, readFileSync(file, 'utf8').replace('ทอย 8d6 แล้วรวมกัน', `ทอย 8d6 แล้วรวมกัน\n\n${text}`));
  return root;
}

const errors = (root: string) =>
  checkContent({ root, knownTermIds: FIXTURE_TERMS })
    .diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
    .map((diagnostic) => formatDiagnostic(diagnostic));

describe('limits of what content check parses', () => {
  it('3000 nested quotes: a file:line error, no RangeError', () => {
    const root = withText(`${'>'.repeat(3000)} ลึกมาก`);
    expect(errors(root)).toContain(
      `${DICE}:18:1: error markdown-too-deep The text nests quotes or lists 3,000 levels deep here, more than the ${MAX_NESTING_DEPTH} a content file may have: it was not read (flatten it)`,
    );
  });

  it('nested lists and quotes mixed on one line count too', () => {
    const root = withText(`${'- > '.repeat(20)}ลึก`);
    expect(errors(root).some((line) => line.startsWith(`${DICE}:18:1: error markdown-too-deep`))).toBe(true);
  });

  it('the deepest real nesting (two levels) and a little more are read as usual', () => {
    const root = withText('> - ก\n>   - ข\n>     > ค');
    expect(errors(root).filter((line) => line.includes('too-deep'))).toEqual([]);
  });

  it('a 900 KB table is refused by the file limit before it is parsed', () => {
    const rows = Array.from({ length: 21_000 }, (_, i) => `| แถว ${i} | ค่า ${i} | 1d6 |`).join('\n');
    const root = withText(`| ก | ข | ค |\n| --- | --- | --- |\n${rows}`);
    expect(errors(root)[0]).toMatch(
      new RegExp(
        `^${DICE}:1:1: error file-too-large .* more than the ${MAX_CONTENT_FILE_BYTES.toLocaleString('en')} bytes`,
      ),
    );
  });

  it('a section over its limit is named at its heading', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `| แถว ${i} | ค่า ${i} | 1d6 |`).join('\n');
    const root = withText(`| ก | ข | ค |\n| --- | --- | --- |\n${rows}`);
    expect(errors(root)).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${DICE}:14:1: error section-too-large Section "DiceNotation" is [\\d,]+ bytes, more than the ${MAX_SECTION_BYTES.toLocaleString('en')}`,
        ),
      ),
    );
  });

  it('a save of a 3000-deep text is refused by the writer with its line; nothing written', () => {
    const root = copyFixture('valid');
    const model = loadContent({ root });
    const section = model.sections.get('DiceNotation')!.th!;
    const before = readFileSync(path.join(root, DICE));
    const result = saveSection(model, 'th', 'DiceNotation', `${section.markdown}\n\n${'>'.repeat(3000)} x`, {
      base: sectionTextHash(section.markdown),
    });
    expect(result).toMatchObject({ ok: false, refusal: { code: 'content.write.too-deep', line: 18 } });
    expect(readFileSync(path.join(root, DICE)).equals(before)).toBe(true);
  });
});

/** Inline markup nested `depth` deep, one text per kind (emphasis, strong, strikethrough, images, links, code spans mixed). */
function nestedInline(depth: number): [string, string][] {
  const half = (open: string, close: string) => `x ${open.repeat(depth)}a${close.repeat(depth)}`;
  return [
    ['emphasis', half('*', '*')],
    ['strong', half('**', '**')],
    ['strikethrough', half('~~a ', ' a~~')],
    ['images', half('![', '](i.png)')],
    ['links', half('[', '](/x)')],
    ['mixed', half('*`c`_[~~', '~~](/x)_*')],
  ];
}

describe('inline markup nested thousands deep (emphasis, strong, strikethrough, images, links)', () => {
  it.each(nestedInline(3000))(
    '%s: content check names file:line, no RangeError, in well under a second',
    (_, text) => {
      const root = withText(text);
      const started = performance.now();
      const lines = errors(root);
      expect(performance.now() - started).toBeLessThan(5000);
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${DICE}:18:1: error markdown-inline-too-deep The text nests emphasis, strikethrough, links or images [\\d,]+ levels deep here`,
          ),
        ),
      );
    },
  );

  it.each(nestedInline(1000))(
    '%s: a save is refused by the writer with its line; nothing written',
    (_, text) => {
      const root = copyFixture('valid');
      const model = loadContent({ root });
      const section = model.sections.get('DiceNotation')!.th!;
      const before = readFileSync(path.join(root, DICE));
      const result = saveSection(model, 'th', 'DiceNotation', `${section.markdown}\n\n${text}`, {
        base: sectionTextHash(section.markdown),
      });
      expect(result).toMatchObject({
        ok: false,
        refusal: { code: 'content.write.inline-too-deep', line: 18 },
      });
      expect(readFileSync(path.join(root, DICE)).equals(before)).toBe(true);
    },
  );

  it('an import of such a bundle refuses the section by ID with file:line and writes nothing', async () => {
    const root = copyFixture('valid');
    const model = loadContent({ root });
    const before = readFileSync(path.join(root, DICE));
    const bundle = correctionBundle(
      model,
      'DiceNotation',
      (current) => `${current}\n\n${'*'.repeat(6000)}a${'*'.repeat(6000)}`,
    );
    const result = await importHandback(root, bundle);
    expect(result.writeRefused).toEqual([
      {
        id: 'DiceNotation',
        refusal: expect.objectContaining({ code: 'content.write.inline-too-deep', file: DICE, line: 18 }),
      },
    ]);
    expect(readFileSync(path.join(root, DICE)).equals(before)).toBe(true);
  });
});
