/**
 * The Simplified Chinese texts the zh-Hant locale is made from, read from the repository: every
 * content file under content/zh and every zh UI string. Shared by the zh-Hant tests and
 * zh-hant-report.ts; paths are repository-relative.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { NAMESPACES, resources } from '../src/resources/index.ts';

const repoRoot = new URL('../../../', import.meta.url);

/** One content file: its repository-relative path and its text. */
export interface ZhContentFile {
  file: string;
  text: string;
}

/** One namespace of zh UI strings: the repository-relative path of its file and its messages. */
export interface ZhMessageFile {
  file: string;
  messages: Readonly<Record<string, string>>;
}

/** Every Markdown file under a repository-relative folder (ending in `/`), in path order. */
export function markdownFilesUnder(relative: string): string[] {
  return readdirSync(new URL(relative, repoRoot), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = `${relative}${entry.name}`;
      if (entry.isDirectory()) return markdownFilesUnder(`${path}/`);
      return entry.name.endsWith('.md') ? [path] : [];
    });
}

/** Every content/zh/**\/*.md file, in path order. */
export function zhContentFiles(): ZhContentFile[] {
  return markdownFilesUnder('content/zh/').map((file) => ({
    file,
    text: readFileSync(new URL(file, repoRoot), 'utf8'),
  }));
}

/** Every namespace of zh UI strings, in NAMESPACES order. */
export function zhMessageFiles(): ZhMessageFile[] {
  return NAMESPACES.map((namespace) => ({
    file: `packages/i18n/src/resources/zh/${namespace}.json`,
    messages: resources.zh[namespace],
  }));
}
