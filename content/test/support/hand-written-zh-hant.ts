import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONTENT_ROOT } from '../../src/loader/content-root.ts';
import { loadContent } from '../../src/loader/load-content.ts';

/**
 * A copy of the content's English and Simplified Chinese in `root`, with a hand-written zh-hant
 * D20Tests page: its own front matter (id, title, order, chapter, source), the lines `extra`
 * gives (it may read the copy's English hashes, for `translation:`), then `body`.
 */
export function handWrittenZhHant(
  root: string,
  body: readonly string[],
  extra?: (englishHash: (id: string) => string) => readonly string[],
): void {
  for (const entry of ['en', 'zh', 'sources.yaml', 'translation-only.yaml'])
    cpSync(path.join(DEFAULT_CONTENT_ROOT, entry), path.join(root, entry), { recursive: true });
  const english = extra && loadContent({ root });
  const frontMatter = extra?.((id) => english!.sections.get(id)!.en!.hash) ?? [];
  const head = [
    'id: D20Tests',
    'title: D20 檢定',
    'order: 30',
    'chapter: playing-the-game',
    'source: srd-5.2-zh',
  ];
  mkdirSync(path.join(root, 'zh-hant', 'playing-the-game'), { recursive: true });
  writeFileSync(
    path.join(root, 'zh-hant', 'playing-the-game', 'D20Tests.md'),
    ['---', ...head, ...frontMatter, '---', '', ...body].join('\n'),
  );
}
