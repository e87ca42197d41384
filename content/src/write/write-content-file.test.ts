/**
 * The one content writer (issue "never lose a translator's work"): a save whose text ends inside
 * an unclosed block is refused with the opener's line and writes nothing; other sections stay
 * byte-identical; a conflict is per section; symlinks are written through; control characters are
 * refused; a missing section is created as a draft.
 */
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, treeHash } from '../../test/support/test-support.ts';
import { loadContent } from '../loader/load-content.ts';
import { saveSection } from '../sections/save-section.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { writeRefusalMessage } from './write-refusal-message.ts';

const THAI = 'th/playing-the-game/Dice.md';

function setup() {
  const root = copyFixture('valid');
  const model = loadContent({ root });
  const section = model.sections.get('DiceNotation')!.th!;
  return { root, model, section, base: sectionTextHash(section.markdown) };
}

describe('writeContentFile through saveSection', () => {
  it.each([
    ['```', '```'],
    ['~~~', '~~~'],
    ['<!--', '<!--'],
    ['<pre>', '<pre>'],
    ['<script>', '<script>'],
    ['<STYLE>', '<style>'],
    [':::note', ':::'],
  ])(
    'refuses a section left inside an unclosed %s, naming its line; every file unchanged',
    (opener, shown) => {
      const { root, model, section, base } = setup();
      const before = treeHash(root);
      const text = `${section.markdown}\n\n${opener}\nข้อความที่ยังไม่ปิด`;
      const result = saveSection(model, 'th', 'DiceNotation', text, { base });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      // The section's heading is line 14 of the fixture file; the opener is the section's 5th line.
      expect(result.refusal).toMatchObject({
        code: 'content.write.unclosed-block',
        line: 18,
        params: { opener: shown },
      });
      expect(writeRefusalMessage(result.refusal, 'th')).toContain(':18:');
      expect(writeRefusalMessage(result.refusal, 'zh')).toContain('第 18 行');
      expect(treeHash(root)).toBe(before);
    },
  );

  it('accepts a closed fence and leaves every other section byte-identical', () => {
    const { root, model, section, base } = setup();
    const file = path.join(root, THAI);
    const original = readFileSync(file, 'utf8');
    const text = `${section.markdown}\n\n\`\`\`\nโค้ด\n\`\`\``;
    const result = saveSection(model, 'th', 'DiceNotation', text, { base });
    expect(result).toMatchObject({ ok: true, changed: true, drafted: ['sources', 'review'] });
    // The body byte-identical but for the section; the front matter gains the draft entries (an
    // edited source-translation section is a draft, whoever writes: issue 72 item 4).
    const body = (source: string) => source.slice(source.indexOf('\n---\n', 4));
    const now = readFileSync(file, 'utf8');
    expect(body(now)).toBe(body(original.replace(section.markdown, text)));
    expect(now).toContain('review:\n  DiceNotation: "draft"');
  });

  it.each([
    ['NUL', '\u0000', 'U+0000'],
    ['ESC', '\u001b', 'U+001B'],
    ['DEL', '\u007f', 'U+007F'],
    ['NEL', '\u0085', 'U+0085'],
  ])('refuses the control character %s (only tab and line breaks are text)', (_name, char, shown) => {
    const { root, model, section, base } = setup();
    const before = treeHash(root);
    const result = saveSection(model, 'th', 'DiceNotation', `${section.markdown} ก${char}ข`, { base });
    expect(result).toMatchObject({
      ok: false,
      refusal: { code: 'content.write.control-character', line: 16 },
    });
    if (!result.ok) expect(result.refusal.params.char).toBe(shown);
    expect(treeHash(root)).toBe(before);
  });

  it('conflicts per section: another section changed on disk is kept, the same one is refused', () => {
    const { root, model, section, base } = setup();
    const file = path.join(root, THAI);
    writeFileSync(file, readFileSync(file, 'utf8').replace('ต้องมีคนหนึ่งเป็น DM', 'ต้องมีคนหนึ่งเป็น DM เสมอ'));
    const saved = saveSection(model, 'th', 'DiceNotation', `${section.markdown} แก้แล้ว`, { base });
    expect(saved.ok).toBe(true);
    const now = readFileSync(file, 'utf8');
    expect(now).toContain('ต้องมีคนหนึ่งเป็น DM เสมอ');
    expect(now).toContain('ทอย 8d6 แล้วรวมกัน แก้แล้ว');
    const before = treeHash(root);
    const stale = saveSection(model, 'th', 'DiceNotation', `${section.markdown} อีกครั้ง`, { base });
    expect(stale).toMatchObject({ ok: false, refusal: { code: 'content.write.section-changed-on-disk' } });
    if (!stale.ok) expect(stale.current).toContain('แก้แล้ว');
    expect(treeHash(root)).toBe(before);
  });

  it('writes through a symlink inside the content root and refuses one that points outside', () => {
    const { root, model, section, base } = setup();
    const file = path.join(root, THAI);
    mkdirSync(path.join(root, 'shared'));
    const real = path.join(root, 'shared', 'Dice.md');
    renameSync(file, real);
    symlinkSync(path.relative(path.dirname(file), real), file);
    const saved = saveSection(model, 'th', 'DiceNotation', `${section.markdown} ผ่านลิงก์`, { base });
    expect(saved.ok).toBe(true);
    expect(lstatSync(file).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toContain('ผ่านลิงก์');

    const other = setup();
    const target = path.join(other.root, THAI);
    const outside = path.join(tmpdir(), `polyhedral-outside-${process.pid}-${Date.now()}.md`);
    writeFileSync(outside, readFileSync(target));
    renameSync(target, `${target}.bak`);
    symlinkSync(outside, target);
    const before = readFileSync(outside);
    const refused = saveSection(other.model, 'th', 'DiceNotation', `${other.section.markdown} x`, {
      base: other.base,
    });
    expect(refused).toMatchObject({
      ok: false,
      refusal: {
        code: 'content.write.outside-content',
        params: { link: THAI, target: realpathSync(outside) },
      },
    });
    expect(readFileSync(outside).equals(before)).toBe(true);
  });

  it('creates a missing section as a draft, in English order, every other byte kept', () => {
    const { root, model } = setup();
    const file = path.join(root, THAI);
    const original = readFileSync(file, 'utf8');
    const text = '### ลูกเต๋าร้อยหน้า {#PercentileDice}\n\nทอย d10 สองลูกเพื่อได้เลข 1 ถึง 100';
    const result = saveSection(model, 'th', 'PercentileDice', text, { base: null });
    expect(result.ok).toBe(true);
    const reloaded = loadContent({ root });
    const created = reloaded.sections.get('PercentileDice')!.th!;
    expect(created.markdown).toBe(text);
    expect(created.review).toBe('draft');
    const ids = reloaded.files.find((candidate) => candidate.file === THAI)!.sections.map((s) => s.id);
    expect(ids).toEqual(['Dice', 'DiceNotation', 'PlayerorDM', 'PercentileDice', 'D20Tests']);
    const now = readFileSync(file, 'utf8');
    expect(now.replace(`${text}\n\n`, '').replace(/sources:\n.*\nreview:\n.*\n/, '')).toBe(original);
  });
});
