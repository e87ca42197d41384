import { reviewHeaderContentSecurityPolicy } from './content-security-policy.ts';
import { CACHE_RULES, isPrefix } from './deploy-headers.ts';
import { HSTS, REVIEW_PAGE_PATHS, securityHeaders } from './security-headers.ts';

/**
 * The `_headers` file (Netlify and Cloudflare Pages syntax), with the review pages' policy from
 * the hashes of their inline scripts. Both hosts send every matching rule's headers: a review page
 * gets the site-wide policy and the review one, and a browser enforces each, so no inline script
 * runs there unless the review policy lists its hash.
 */
export function headersFile(reviewScriptHashes: readonly string[] = []): string {
  const lines = [
    '# Response headers for Netlify and Cloudflare Pages, written by the build',
    '# (apps/site/src/integrations/security/deploy-headers.ts; other hosts: apps/site/deploy/).',
    '# Serve the site from an origin of its own (not a path on user.github.io, not beside a preview or',
    "# another app): a reviewer's key lives in the browser's storage for the origin.",
    '/*',
    ...securityHeaders().map(([name, value]) => `  ${name}: ${value}`),
    '  # Enable once the domain and every subdomain serve HTTPS only:',
    `  # ${HSTS[0]}: ${HSTS[1]}`,
  ];
  for (const reviewPath of REVIEW_PAGE_PATHS) {
    lines.push(
      "# a review page: a reviewer's key signs here, so no 'unsafe-inline' (the hashes of its inline scripts)",
      `${reviewPath}*`,
      `  Content-Security-Policy: ${reviewHeaderContentSecurityPolicy(reviewScriptHashes)}`,
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
