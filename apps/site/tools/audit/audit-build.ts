/**
 * The structure and link audit of a whole build: every HTML file of dist/ parsed once, its
 * structural errors (page-structure.ts) and every internal link resolved against the built files
 * (internal-links.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Root } from 'hast';
import { filesUnder, pagePath } from '../../src/integrations/integration.ts';
import { type BrokenLink, brokenLinks, type PageLinks, pageLinks } from './internal-links.ts';
import { parsePage, type StructureFinding, structureFindings } from './page-structure.ts';

export interface BuildAudit {
  pages: number;
  /** Internal links checked (every link of every page, internal or not, is read). */
  links: number;
  /** Structural errors by page address path. */
  structure: Map<string, StructureFinding[]>;
  broken: BrokenLink[];
}

/**
 * Audits every HTML file under `distDir`; `siteOrigin` is the build's deployed address, if any.
 * `onPage` is handed each page's file under `distDir`, its parsed tree (with tag positions) and its
 * source, so that other readings of every page (the built-HTML checks' one pass,
 * tests/built/built-pages-pass.ts) do not parse it again.
 */
export async function auditBuild(
  distDir: string,
  siteOrigin?: string,
  onPage?: (file: string, tree: Root, html: string) => void,
): Promise<BuildAudit> {
  const files = await filesUnder(distDir);
  const pages = new Map<string, PageLinks>();
  const structure = new Map<string, StructureFinding[]>();
  let links = 0;
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = await readFile(path.join(distDir, file), 'utf8');
    const parsed = parsePage(html);
    const address = pagePath(file);
    const findings = structureFindings(parsed);
    if (findings.length > 0) structure.set(address, findings);
    const found = pageLinks(parsed.tree);
    links += found.links.length;
    pages.set(address, found);
    onPage?.(file, parsed.tree, html);
  }
  return { pages: pages.size, links, structure, broken: brokenLinks(pages, new Set(files), siteOrigin) };
}

export function countByCode(audit: BuildAudit): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const findings of audit.structure.values()) {
    for (const finding of findings) counts[finding.code] = (counts[finding.code] ?? 0) + 1;
  }
  for (const link of audit.broken) counts[link.reason] = (counts[link.reason] ?? 0) + 1;
  return counts;
}
