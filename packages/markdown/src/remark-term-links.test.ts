import type { Link, Paragraph, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { runPlugin } from '../test/support/run-plugin.ts';
import { remarkBlockDirectives } from './remark-block-directives.ts';
import { remarkContentLinks } from './remark-content-links.ts';
import { remarkHeadingIds } from './remark-heading-ids.ts';
import { remarkTermLinks, type TermLinkText } from './remark-term-links.ts';

const EN: TermLinkText[] = [
  { termId: 'ProneCondition', text: 'Prone' },
  { termId: 'SavingThrow', text: 'Saving Throw' },
  { termId: 'DeathSavingThrow', text: 'Death Saving Throw' },
  { termId: 'DashAction', text: 'Dash action' },
];
const TH: TermLinkText[] = [
  { termId: 'ProneCondition', text: 'ล้มลงนอน' },
  { termId: 'SavingThrow', text: 'การทอยป้องกัน' },
  { termId: 'DeathSavingThrow', text: 'การทอยป้องกันความตาย' },
];
const ZH: TermLinkText[] = [
  { termId: 'ProneCondition', text: '倒地' },
  { termId: 'SavingThrow', text: '豁免检定' },
  { termId: 'DeathSavingThrow', text: '死亡豁免' },
  { termId: 'DifficultyClass', text: '难度等级' },
  { termId: 'Level', text: '等级' },
];

/** Runs heading IDs, hand-written links and term links as the content pipeline does. */
function run(markdown: string, locale: string, names: readonly TermLinkText[]): Root {
  const file = new VFile({ value: markdown, path: 'test.md' });
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkBlockDirectives)
    .use(remarkHeadingIds, { requireIds: false })
    .use(remarkContentLinks, { locale })
    .use(remarkTermLinks, { locale, names });
  return processor.runSync(processor.parse(file), file) as Root;
}

/** `[text -> termId]` of every term link in document order. */
function termLinks(tree: Root): string[] {
  const found: string[] = [];
  const walk = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'link') {
      const link = node as Link;
      const text = link.children.map((child) => ('value' in child ? child.value : '')).join('');
      found.push(`${text} -> ${String(link.data?.hProperties?.dataTerm)}`);
      return;
    }
    for (const child of node.children ?? []) walk(child as { type: string; children?: unknown[] });
  };
  walk(tree);
  return found;
}

describe('remarkTermLinks', () => {
  it('links the first mention of a term per section, to the reader locale glossary', () => {
    const tree = run(
      'You fall Prone. Prone again.\n\n## Standing Up {#StandingUp}\n\nA Prone creature stands.',
      'th',
      EN,
    );
    expect(termLinks(tree)).toEqual(['Prone -> ProneCondition', 'Prone -> ProneCondition']);
    const link = (tree.children[0] as Paragraph).children[1] as Link;
    expect(link.url).toBe('/th/glossary/ProneCondition/');
    expect(link.data?.hProperties).toEqual({ className: ['term'], dataTerm: 'ProneCondition' });
  });

  it('prefers the longest name: a Death Saving Throw is not a Saving Throw link', () => {
    expect(termLinks(run('Make a Death Saving Throw, then a Saving Throw.', 'en', EN))).toEqual([
      'Death Saving Throw -> DeathSavingThrow',
      'Saving Throw -> SavingThrow',
    ]);
  });

  it('matches English whole words as written, with plurals', () => {
    expect(termLinks(run('Dash actions; prone; Proneness; Saving Throws.', 'en', EN))).toEqual([
      'Dash actions -> DashAction',
      'Saving Throws -> SavingThrow',
    ]);
  });

  it('leaves headings, links, code and hand-linked terms alone', () => {
    const markdown =
      '## Prone {#P}\n\n[Prone](term:ProneCondition) and Prone, `Prone`, [x Saving Throw](rule:SavingThrows).';
    expect(termLinks(run(markdown, 'en', EN))).toEqual([
      'Prone -> ProneCondition',
      'x Saving Throw -> undefined',
    ]);
  });

  it('finds Chinese names as substrings, longest first, not inside another term', () => {
    expect(termLinks(run('进行死亡豁免。难度等级为10的豁免检定。等级提升。', 'zh', ZH))).toEqual([
      '死亡豁免 -> DeathSavingThrow',
      '难度等级 -> DifficultyClass',
      '豁免检定 -> SavingThrow',
      '等级 -> Level',
    ]);
  });

  it('finds Thai names only on word boundaries, longest first', () => {
    expect(termLinks(run('เมื่อคุณล้มลงนอน ให้ทอยการทอยป้องกันความตาย', 'th', TH))).toEqual([
      'ล้มลงนอน -> ProneCondition',
      'การทอยป้องกันความตาย -> DeathSavingThrow',
    ]);
    // ความมืด (Darkness) inside ความมืดมน (gloom) and แสงสว่าง (Bright Light) inside แสงสว่างไสว
    // (brilliantly) end inside a word: not links. ความมืด on its own is.
    const light: TermLinkText[] = [
      { termId: 'Darkness', text: 'ความมืด' },
      { termId: 'BrightLight', text: 'แสงสว่าง' },
    ];
    expect(termLinks(run('บรรยากาศความมืดมนและแสงสว่างไสว', 'th', light))).toEqual([]);
    expect(termLinks(run('ในความมืด คุณมองไม่เห็น', 'th', light))).toEqual(['ความมืด -> Darkness']);
  });

  it('matches the text language, linking into the reader locale (English fallback on a Thai page)', () => {
    const { tree } = runPlugin('Prone.', remarkTermLinks, { locale: 'th', textLocale: 'en', names: EN });
    const link = (tree.children[0] as Paragraph).children[0] as Link;
    expect(link.url).toBe('/th/glossary/ProneCondition/');
  });

  it('does nothing without names', () => {
    expect(termLinks(run('Prone.', 'en', []))).toEqual([]);
  });
});
