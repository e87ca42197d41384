/**
 * The site's Content-Security-Policy, one table for both places it is delivered:
 * - every built page's `<meta>`: scripts only from this site plus the page's inline scripts that
 *   the project itself ships (by SHA-256 hash of an allow-listed body, never of whatever a page
 *   contains), 'wasm-unsafe-eval' only on pages with Starlight's search (Pagefind runs
 *   WebAssembly; it allows compiling wasm, not eval of text);
 * - the HTTP header a host sends (headers/deploy-headers.ts): the same site-wide directives plus
 *   `frame-ancestors 'none'`, which a `<meta>` cannot carry, and a `script-src` of its own without
 *   `'unsafe-inline'`: scripts from this site and the hashes of the inline scripts the build put
 *   on any page (each font-load script has one body, its page's characters in attributes, so the
 *   whole site holds about twenty). A browser enforces both policies, so an inline script runs
 *   only when the page's meta lists its hash, and a response without the meta (a preview or
 *   another app on the origin) runs none the build did not write.
 * - on the review pages (`/<locale>/review/`, where a reviewer's key signs) a second header policy
 *   of the same form with the hashes of those pages alone (issue 71 item 3;
 *   docs/decisions/2026-11-27-164-trust-review-csp-and-consent.md; issue 88 item 5 for the rest).
 * Inline styles stay allowed: Starlight writes style attributes on every page (docs/DECISIONS.md).
 */
import { createHash } from 'node:crypto';
import { type HtmlPageScan, scanHtmlPage } from './scan-html-page.ts';

/** Directives of the meta and the header alike. */
const SITE_WIDE: ReadonlyArray<readonly [string, string]> = [
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['worker-src', "'self'"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
];

const join = (directives: ReadonlyArray<readonly [string, string]>) =>
  directives.map(([name, value]) => `${name} ${value}`.trim()).join('; ');

export function sha256Source(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Every inline script body of a page, in page order (read with an HTML parser). */
export function inlineScripts(html: string | HtmlPageScan): string[] {
  return typeof html === 'string' ? scanHtmlPage(html).inlineScripts : html.inlineScripts;
}

/** The page's inline script bodies that are not in `allowed` (none on a page the project built). */
export function unknownInlineScripts(html: string | HtmlPageScan, allowed: ReadonlySet<string>): string[] {
  return [...new Set(inlineScripts(html).filter((body) => !allowed.has(body)))];
}

/** `'sha256-…'` of every allowed inline script body of the page, in page order, without repeats. */
export function inlineScriptHashes(html: string | HtmlPageScan, allowed: ReadonlySet<string>): string[] {
  return [
    ...new Set(
      inlineScripts(html)
        .filter((body) => allowed.has(body))
        .map(sha256Source),
    ),
  ];
}

export interface PagePolicy {
  scriptHashes: readonly string[];
  /** The page has the search UI, which compiles Pagefind's WebAssembly. */
  search: boolean;
}

/** The `<meta>` policy of one page. */
export function contentSecurityPolicy({ scriptHashes, search }: PagePolicy): string {
  const script = ["'self'", ...(search ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes].join(' ');
  return join([['default-src', "'self'"], ['script-src', script], ...SITE_WIDE]);
}

/**
 * The policy a host sends as the `Content-Security-Policy` header: scripts from this site and the
 * inline ones whose hashes are given (the build's: every page's for the site-wide rule, the review
 * pages' for theirs), never `'unsafe-inline'`. With no hash, no inline script runs at all.
 */
export function headerContentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return join([
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes].join(' ')],
    ...SITE_WIDE,
    ['frame-ancestors', "'none'"],
  ]);
}

/** The `'sha256-…'` sources of a built page's policy meta's script-src, in order (none without a meta). */
export function policyMetaScriptHashes(html: string): string[] {
  const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
  return scriptSrc.split(' ').filter((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source));
}

/**
 * The page with its policy `<meta>` right after `<meta charset>` (before any script, so it covers
 * them all), hashing only the inline scripts in `allowed`. A page that already has one is returned
 * unchanged.
 */
export function withContentSecurityPolicy(
  html: string,
  allowed: ReadonlySet<string>,
  scan: HtmlPageScan = scanHtmlPage(html),
): string {
  if (scan.hasPolicyMeta) return html;
  const policy = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(scan, allowed),
    search: scan.search,
  });
  const meta = `<meta http-equiv="content-security-policy" content="${policy}">`;
  const at = scan.policyInsertOffset;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}
