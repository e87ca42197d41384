import { headerContentSecurityPolicy } from './content-security-policy.ts';
import { CACHE_RULES, isPrefix } from './deploy-headers.ts';
import { HSTS, REVIEW_PAGE_PATHS, securityHeaders } from './security-headers.ts';

/** The inline-script hashes of the built pages: of every page (site-wide), of the review pages. */
export interface PolicyHashes {
  site: readonly string[];
  review: readonly string[];
}

/**
 * The `_headers` file (Netlify and Cloudflare Pages syntax). Both hosts send every matching rule's
 * headers, joining two values of one header: so the site-wide rule's policy has no
 * `'unsafe-inline'` either (the hashes of every page's inline scripts), and a review page gets
 * that policy and its own (the review pages' hashes alone); a browser enforces each.
 */
export function headersFile(hashes: PolicyHashes = { site: [], review: [] }): string {
  const lines = [
    '# Response headers for Netlify and Cloudflare Pages, written by the build',
    '# (apps/site/src/integrations/security/deploy-headers.ts; other hosts: apps/site/deploy/).',
    '# Serve the site from an origin of its own (not a path on user.github.io, not beside a preview or',
    "# another app): a reviewer's key lives in the browser's storage for the origin, and any page",
    '# served from that origin could use it, whatever these headers say.',
    "# Every policy here is without 'unsafe-inline': the hashes of the inline scripts the build wrote.",
    '/*',
    ...securityHeaders(hashes.site).map(([name, value]) => `  ${name}: ${value}`),
    '  # Enable once the domain and every subdomain serve HTTPS only:',
    `  # ${HSTS[0]}: ${HSTS[1]}`,
  ];
  for (const reviewPath of REVIEW_PAGE_PATHS) {
    lines.push(
      "# a review page: a reviewer's key signs here, so no 'unsafe-inline' (the hashes of its inline scripts)",
      `${reviewPath}*`,
      `  Content-Security-Policy: ${headerContentSecurityPolicy(hashes.review)}`,
    );
  }
  for (const rule of CACHE_RULES) {
    lines.push(
      `# ${rule.why}`,
      isPrefix(rule) ? `${rule.path}*` : rule.path,
      `  Cache-Control: ${rule.cacheControl}`,
      ...(rule.contentType && !rule.otherTypeFiles ? [`  Content-Type: ${rule.contentType}`] : []),
      ...(rule.headers ?? []).map(([name, value]) => `  ${name}: ${value}`),
    );
    for (const file of rule.otherTypeFiles ?? []) {
      const type = Object.entries(rule.otherTypes ?? {}).find(([ext]) => file.endsWith(`.${ext}`))?.[1];
      if (type) lines.push(file, `  Content-Type: ${type}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line of `_headers`. */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 } as const;

/**
 * What in a `_headers` text Cloudflare Pages would not read (a rule over the count, a line too
 * long): the build stops on any, rather than deploy a policy a host cuts or ignores.
 */
export function headersFileProblems(text: string): string[] {
  const lines = text.split('\n');
  const rules = lines.filter((line) => line !== '' && !/^\s|^#/.test(line)).length;
  return [
    ...(rules > HEADERS_FILE_LIMITS.rules ? [`${rules} rules (at most ${HEADERS_FILE_LIMITS.rules})`] : []),
    ...lines.flatMap((line, index) =>
      line.length > HEADERS_FILE_LIMITS.lineLength
        ? [`line ${index + 1}: ${line.length} characters (at most ${HEADERS_FILE_LIMITS.lineLength})`]
        : [],
    ),
  ];
}
