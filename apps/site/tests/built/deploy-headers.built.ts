import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { policyMetaScriptHashes } from '../../src/integrations/security/content-security-policy.ts';
import { headersFileProblems } from '../../src/integrations/security/headers-file.ts';
import {
  REVIEW_PAGE_PATHS,
  REVIEW_POLICY_FILES,
  SITE_POLICY_FILES,
} from '../../src/integrations/security/security-headers.ts';
import { headersFor, parseHeadersFile } from '../../tools/deploy-header-rules.ts';
import { distDir } from './built-site.ts';

/**
 * The deploy's `_headers` as the build wrote it (issue 88 item 5): the site-wide `/*` rule gave
 * `script-src … 'unsafe-inline'`, and Netlify and Cloudflare Pages join the policies of every rule
 * that matches, so any page on the origin could run inline script. Now no policy of any path
 * admits an inline script the build did not write, and none blocks one a page has.
 */
const headers = readFileSync(path.join(distDir, '_headers'), 'utf8');
const rules = parseHeadersFile(headers);
const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.html'),
);

/** `th/rules/Dice/index.html` -> `/th/rules/Dice/` (the address a host answers with that file). */
const urlPath = (file: string) => `/${file.split(path.sep).join('/')}`.replace(/index\.html$/, '');

/** The script-src sources of each policy a host sends for the path. */
function scriptSources(pathname: string): string[][] {
  return (headersFor(rules, pathname).get('content-security-policy') ?? []).map((policy) =>
    (policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '').split(' ').slice(1),
  );
}

describe("the deploy's _headers: every policy without 'unsafe-inline', none refusing a page's own scripts", () => {
  it('Cloudflare Pages reads it whole (at most 100 rules, no line over 2,000 characters)', () => {
    expect(headersFileProblems(headers)).toEqual([]);
  });

  it(`every built page (${pages.length}) gets policies that list this site and hashes only, never 'unsafe-inline'`, () => {
    expect(pages.length).toBeGreaterThan(100);
    const loose = pages.flatMap((file) =>
      scriptSources(urlPath(file)).flatMap((sources) =>
        sources.length === 0 || sources.includes("'unsafe-inline'") || sources[0] !== "'self'"
          ? [`${urlPath(file)}: ${sources.join(' ')}`]
          : [],
      ),
    );
    expect(loose).toEqual([]);
  });

  it("every hash of every page's meta is in each policy its path gets (the header refuses none of them)", () => {
    const refused = pages.flatMap((file) => {
      const own = policyMetaScriptHashes(readFileSync(path.join(distDir, file), 'utf8'));
      return scriptSources(urlPath(file)).flatMap((sources) =>
        own.filter((hash) => !sources.includes(hash)).map((hash) => `${urlPath(file)}: ${hash}`),
      );
    });
    expect(refused).toEqual([]);
  });

  it('the site-wide policy holds a few hashes, not one per page (one font-load body)', () => {
    const hashes = scriptSources('/th/rules/Combat/')[0]!.filter((source) => source.startsWith("'sha256-"));
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes.length).toBeLessThan(30);
  });

  it('a review page gets a second policy with the review pages’ hashes alone', () => {
    for (const reviewPath of REVIEW_PAGE_PATHS) {
      const [siteWide, review] = scriptSources(reviewPath);
      expect(review, reviewPath).toBeDefined();
      expect(review!.length, reviewPath).toBeLessThan(siteWide!.length);
    }
  });

  it('the nginx and Caddy include files carry the same two policies as _headers', () => {
    const policies = (pathname: string) => headersFor(rules, pathname).get('content-security-policy')!;
    const [site] = policies('/en/');
    const review = policies('/th/review/')[1]!;
    for (const [file, policy] of [
      [SITE_POLICY_FILES.nginx, site],
      [SITE_POLICY_FILES.caddy, site],
      [SITE_POLICY_FILES.caddyErrors, site],
      [REVIEW_POLICY_FILES.nginx, review],
      [REVIEW_POLICY_FILES.caddy, review],
    ] as const) {
      expect(readFileSync(path.join(distDir, file), 'utf8'), file).toContain(`"${policy}"`);
    }
  });
});
