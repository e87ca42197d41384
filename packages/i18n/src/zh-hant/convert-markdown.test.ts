import { describe, expect, it } from 'vitest';
import { zhContentFiles } from '../../tools/zh-sources.ts';
import { READER_FRONT_MATTER_FIELDS } from './convert-front-matter.ts';
import { convertMarkdown } from './convert-markdown.ts';

const HAN = /\p{Script=Han}/gu;
/** Without Han characters, Taiwan's 「 」 read as the “ ” they stand for (taiwan-quotes.ts). */
const withoutHan = (text: string) => text.replace(HAN, '').replace(/「/g, '“').replace(/」/g, '”');

/** The front matter lines of a file, each with the top-level field it belongs to. */
function frontMatterLines(text: string): { field: string; line: string }[] {
  const lines = text.split('\n');
  const close = lines.indexOf('---', 1);
  let field = '';
  return lines.slice(1, close).map((line) => {
    field = /^([A-Za-z_][\w-]*):/.exec(line)?.[1] ?? field;
    return { field, line };
  });
}

/** Front-matter maps a reader does not see, and the front matter's end: the conversion leaves them as they are. */
const UNTOUCHED_FRONT_MATTER = [
  'translation:',
  '  TestSection: "0123456789ab"',
  'reviewedBy:',
  '  TestSection: 张伟',
  'reviewedOn:',
  '  TestSection: 2026-11-20',
  '---',
  '',
];

/** A directive, a code block and a link definition: not reader text either. */
const UNTOUCHED_TAIL = [
  '::calc{kind="save-half" label="豁免减半"}',
  '',
  '```text',
  '远程攻击',
  '```',
  '',
  '[参考]: https://example.org/规则',
  '',
];

describe('convertMarkdown', () => {
  it('converts the title and the reader text, and nothing a reader does not see', () => {
    const source = [
      '---',
      'id: TestSection',
      'title: 伤害与治疗',
      ...UNTOUCHED_FRONT_MATTER,
      '## 伤害类型 {#DamageTypes}',
      '',
      '掷 8d6 点火焰伤害，见[伤害类型](rule:DamageTypes#伤害)与 <abbr title="难度等级">DC</abbr> 15。',
      '代码 `掷骰 2d6` 保持原样<!-- 译者：待审 -->。',
      ...UNTOUCHED_TAIL,
    ].join('\n');
    expect(convertMarkdown(source)).toBe(
      [
        '---',
        'id: TestSection',
        'title: 傷害與治療',
        ...UNTOUCHED_FRONT_MATTER,
        '## 傷害類型 {#DamageTypes}',
        '',
        '擲 8d6 點火焰傷害，見[傷害類型](rule:DamageTypes#伤害)與 <abbr title="难度等级">DC</abbr> 15。',
        '代碼 `掷骰 2d6` 保持原樣<!-- 译者：待审 -->。',
        ...UNTOUCHED_TAIL,
      ].join('\n'),
    );
  });

  it('converts a title written over several lines, and stops at the next field', () => {
    const source = '---\nid: A\ntitle: >-\n  伤害与\n\n  治疗\nsource: 来源\n---\n正文\n';
    expect(convertMarkdown(source)).toBe(
      '---\nid: A\ntitle: >-\n  傷害與\n\n  治療\nsource: 来源\n---\n正文\n',
    );
  });

  it('reads a file without front matter, and an unclosed fence as code to the end', () => {
    expect(convertMarkdown('伤害\n~~~\n伤害\n')).toBe('傷害\n~~~\n伤害\n');
    expect(convertMarkdown('一个`反引号和伤害')).toBe('一個`反引號和傷害');
  });

  it("quotes with Taiwan's corner brackets in reader text, not in code or attributes", () => {
    expect(convertMarkdown('见“装备”和 `“代码”` ::calc{label="“x”"}')).toBe(
      '見「裝備」和 `“代码”` ::calc{label="“x”"}',
    );
  });

  describe('over every content/zh file', () => {
    const files = zhContentFiles();

    it('finds the files', () => {
      expect(files.length).toBeGreaterThan(20);
    });

    it.each(files)(
      '$file: changes only Chinese characters, keeps the lines and the front matter',
      ({ file, text }) => {
        const converted = convertMarkdown(text);
        expect(converted, file).not.toBe(text);
        expect(converted.split('\n').length).toBe(text.split('\n').length);
        // Every character that is not a Han character (ASCII, digits, Markdown syntax, {#ID}, rule: links,
        // CJK punctuation) is the same, in the same order, but “ ” written 「 」.
        expect(withoutHan(converted)).toBe(withoutHan(text));
        const before = frontMatterLines(text);
        const after = frontMatterLines(converted);
        expect(after.map(({ field }) => field)).toEqual(before.map(({ field }) => field));
        after.forEach(({ field, line }, index) => {
          if (!READER_FRONT_MATTER_FIELDS.includes(field)) expect(line).toBe(before[index]!.line);
        });
      },
    );
  });
});
