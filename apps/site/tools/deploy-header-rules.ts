/**
 * The headers the deploy sends, as the preview server sends them: the build's `_headers` file
 * (Netlify and Cloudflare Pages syntax, security/headers-file.ts) read back into rules, and every
 * rule that matches a path applied, as those hosts do. A header two rules set is sent twice (the
 * review pages' policy beside the site-wide one: a browser enforces each), so the preview answers
 * a review page with the same policies, frame and nosniff headers as the deploy.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headersFile } from '../src/integrations/security/headers-file.ts';

export interface HeaderRule {
  /** `/path/*` (a prefix) or an exact path. */
  pattern: string;
  headers: [string, string][];
}

/** The rules of a `_headers` file: a path line, then its indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon < 0 || !rule) continue;
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function matches(pattern: string, urlPath: string): boolean {
  return pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern;
}

/** Every header the matching rules set for `urlPath`, by lowercase name, each value once per rule. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const rule of rules) {
    if (!matches(rule.pattern, urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      // Cache-Control and Content-Type: the more specific rule (later in the file) decides.
      if (key === 'cache-control' || key === 'content-type') headers.set(key, [value]);
      else headers.set(key, [...(headers.get(key) ?? []), value]);
    }
  }
  return headers;
}

/**
 * The rules the preview serves `root` with: its `_headers` (the build's), or, for a folder the
 * build did not finish, the same table without hashes (frame, nosniff, and a policy that runs no
 * inline script): never an answer without the deploy's security headers.
 */
export function previewHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers');
  return parseHeadersFile(existsSync(file) ? readFileSync(file, 'utf8') : headersFile());
}
