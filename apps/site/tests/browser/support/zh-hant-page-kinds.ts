import path from 'node:path';

/**
 * The kinds of built zh-hant page, each of which must carry the converted-by-machine note: every
 * built page is sorted into them (tests/built/traditional-chinese.built.ts), and the browser check
 * 89-traditional-chinese shows the note on one page of each.
 */
export const ZH_HANT_PAGE_KINDS = [
  'home',
  'rule',
  'glossary',
  'glossary term',
  'quick reference',
  'tracker',
  'character',
  'status',
  'attribution',
  'developers',
  'offline',
  'review',
  'not found',
] as const;

/** A built zh-hant file's page kind, from its path under dist/zh-hant/. */
export function pageKind(file: string): string {
  const [first, second] = file.split(path.sep);
  if (file === 'index.html') return 'home';
  if (file === '404.html' || first === '404') return 'not found';
  if (first === 'rules') return 'rule';
  if (first === 'glossary') return second === 'index.html' ? 'glossary' : 'glossary term';
  if (first === 'quick') return 'quick reference';
  return first ?? file;
}
