import { readFileSync } from 'node:fs';
import { LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../../tools/deploy-header-rules.ts';
import { linesPath } from '../../api/api-paths.ts';
import { caddyfile, DEPLOY_EXAMPLES } from './caddy-config.ts';
import { headerContentSecurityPolicy } from './content-security-policy.ts';
import { BUILD_METADATA, CACHE_RULES, IMMUTABLE, nginxServer, REVALIDATE } from './deploy-headers.ts';
import { HEADERS_FILE_LIMITS, headersFile, headersFileProblems } from './headers-file.ts';
import {
  CADDY_POLICY_MATCHERS,
  policyCaddy,
  policyNginx,
  REVIEW_PAGE_PATHS,
  REVIEW_POLICY_FILES,
  SAMPLE_ROOT,
  SITE_POLICY_FILES,
} from './security-headers.ts';

describe('deploy headers (issue 22 item 7)', () => {
  const headers = headersFile();

  it('_headers sends the policy with frame-ancestors, nosniff and a referrer policy on every path', () => {
    const all = headers.split('\n/*\n')[1]!.split('\n# ')[0]!;
    expect(all).toContain(`  Content-Security-Policy: ${headerContentSecurityPolicy()}\n`);
    expect(all).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(all).toContain("frame-ancestors 'none'");
    expect(all).toContain('  X-Content-Type-Options: nosniff\n');
    expect(all).toMatch(/^ {2}Referrer-Policy: strict-origin-when-cross-origin$/m);
    expect(all).toMatch(/^ {2}# Strict-Transport-Security: max-age=\d+/m);
  });

  it('caches hashed assets for a year and revalidates the service worker', () => {
    expect(headers).toContain(`/_astro/*\n  Cache-Control: ${IMMUTABLE}\n`);
    expect(headers).toContain(`/fonts/*\n  Cache-Control: ${IMMUTABLE}\n`);
    expect(headers).toContain(`/sw.js\n  Cache-Control: ${REVALIDATE}\n`);
    // A `/*` Cache-Control would be merged (comma-joined) into the hashed assets' header there.
    expect(headers.split('\n/*\n')[1]!.split('\n# ')[0]).not.toContain('Cache-Control');
  });

  it('nginx repeats the security headers in every location (its add_header does not inherit)', () => {
    const conf = nginxServer();
    // The build-metadata location only answers 404, whose page (error_page) a serving location sends.
    const all = conf.split('\n  location ').slice(1);
    const locations = all.filter((location) => !location.includes('return 404;'));
    expect(all.length - locations.length).toBe(1);
    expect(locations.length).toBeGreaterThanOrEqual(CACHE_RULES.length + 1);
    for (const location of locations) {
      const review = REVIEW_PAGE_PATHS.some((reviewPath) => location.startsWith(`${reviewPath} {`));
      expect(location).toContain(
        `include ${SAMPLE_ROOT}/${(review ? REVIEW_POLICY_FILES : SITE_POLICY_FILES).nginx};`,
      );
      expect(location).not.toContain('add_header Content-Security-Policy');
      expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(location).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
  });

  it('the examples in deploy/ are the generated ones (run `pnpm --filter @polyhedral/site deploy-config`)', () => {
    for (const [name, render] of DEPLOY_EXAMPLES) {
      expect(readFileSync(new URL(`../../../deploy/${name}`, import.meta.url), 'utf8'), name).toBe(render());
    }
  });
});

describe('the data API headers (issue 75)', () => {
  it('_headers serves /api/* cached an hour, readable from any origin, each bulk JSON Lines file as JSON Lines', () => {
    const file = headersFile();
    const api = file.split('\n/api/*\n')[1]!.split(/\n[#/]/)[0]!;
    expect(api).toContain('  Cache-Control: public, max-age=3600\n');
    // Both hosts join two matching rules' Content-Type values: the prefix names none (they type
    // .json as application/json themselves), each .jsonl file its own.
    expect(api).not.toContain('Content-Type');
    const rules = parseHeadersFile(file);
    for (const locale of LOCALES) {
      const lines = headersFor(rules, linesPath(locale));
      expect(lines.get('content-type'), locale).toEqual(['application/jsonl; charset=utf-8']);
      expect(lines.get('access-control-allow-origin'), locale).toEqual(['*']);
    }
    expect(headersFor(rules, '/api/v2/th/rules/Combat.json').get('content-type')).toBeUndefined();
    expect(api).toContain('  Access-Control-Allow-Origin: *\n');
    expect(api).toContain('  Access-Control-Allow-Methods: GET, HEAD');
  });

  it('nginx types every /api/ file as JSON without a second Content-Type header, with CORS and the security headers', () => {
    const block = nginxServer().split('  location /api/ {\n')[1]!.split('\n  }\n')[0]!;
    expect(block).toContain('    default_type application/json;');
    expect(block).not.toContain('add_header Content-Type');
    expect(block).toContain('    types { application/jsonl jsonl; text/markdown md; }');
    expect(block).toContain('    gzip_types application/json application/jsonl text/markdown;');
    expect(block).toContain('    error_page 404 /api/404.json;');
    expect(block).toContain('    add_header Access-Control-Expose-Headers "ETag" always;');
    expect(block).toContain('    add_header Access-Control-Allow-Origin "*" always;');
    expect(block).toContain('    add_header Cache-Control "public, max-age=3600" always;');
    expect(block).toContain('    add_header X-Content-Type-Options "nosniff" always;');
  });

  // Issue 101: the 404 answer took /api/'s hour of cache; a preflight admitted two request headers.
  it('nginx answers a missing /api/ document uncached, with CORS; any request header passes the preflight', () => {
    const notFound = nginxServer().split('  location = /api/404.json {\n')[1]!.split('\n  }\n')[0]!;
    expect(notFound).toContain('    add_header Cache-Control "no-cache" always;');
    expect(notFound).not.toContain('max-age=3600');
    expect(notFound).toContain('    add_header Access-Control-Allow-Origin "*" always;');
    expect(notFound).toContain('    default_type application/json;');
    for (const config of [nginxServer(), DEPLOY_EXAMPLES.find(([name]) => name === 'Caddyfile')![1]()])
      expect(config).toMatch(/Access-Control-Allow-Headers "\*"/);
  });

  // ETags from content (api-dates-from-content.ts): revalidation by ETag alone on /api/.
  it("leaves If-Modified-Since aside on /api/ (nginx and Caddy), the files' times being made from content", () => {
    const api = nginxServer().split('  location /api/ {\n')[1]!.split('\n  }\n')[0]!;
    expect(api).toContain('    if_modified_since off;');
    const caddy = DEPLOY_EXAMPLES.find(([name]) => name === 'Caddyfile')![1]();
    expect(caddy).toContain('  request_header @api -If-Modified-Since\n');
    expect(caddy).toContain('    -Last-Modified\n');
  });

  it('Caddy sets the type, CORS and cache on /api/* and keeps /api/* out of the revalidated paths', () => {
    const caddy = DEPLOY_EXAMPLES.find(([name]) => name === 'Caddyfile')![1]();
    expect(caddy).toContain(
      '  @api path /api/*\n  header @api {\n    Cache-Control "public, max-age=3600"\n',
    );
    expect(caddy).toContain('  @apiType {\n    path /api/*\n    not path *.jsonl\n    not path *.md\n  }\n');
    // The API's changelog beside it (issue 101): Markdown, not typed as JSON.
    expect(caddy).toContain('  header @apimd Content-Type "text/markdown; charset=utf-8"\n');
    expect(caddy).toContain('  header @apijsonl Content-Type "application/jsonl; charset=utf-8"\n');
    expect(caddy).toContain('    Content-Type "application/json; charset=utf-8"\n');
    expect(caddy).toMatch(/@revalidate not path .* \/api\/\*\n/);
    expect(caddy).toContain('  encode @api zstd gzip\n');
  });
});

// Issue 71 item 3: where a reviewer's key signs, a same-origin injection must not run inline script.
describe("the review pages' policy: no 'unsafe-inline' in script-src", () => {
  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
  const scriptSrcOf = (policy: string) =>
    policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

  it('every review locale has its path', () => {
    expect(REVIEW_PAGE_PATHS).toEqual(['/th/review/', '/zh/review/', '/zh-hant/review/']);
  });

  it('_headers sends each review path a script-src of this site and the hashes, never unsafe-inline', () => {
    const file = headersFile({ site: ["'sha256-SITE'"], review: hashes });
    for (const reviewPath of REVIEW_PAGE_PATHS) {
      const rule = file.split(`\n${reviewPath}*\n`)[1]!.split('\n#')[0]!;
      const policy = /^ {2}Content-Security-Policy: (.*)$/m.exec(rule)?.[1] ?? '';
      expect(scriptSrcOf(policy)).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-AAAA' 'sha256-BBBB'");
      expect(scriptSrcOf(policy)).not.toContain("'unsafe-inline'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it('the nginx and Caddy files the build writes carry the same policies', () => {
    const policy = headerContentSecurityPolicy(hashes);
    for (const which of ['site', 'review'] as const) {
      expect(policyNginx(which, hashes)).toContain(
        `add_header Content-Security-Policy "${policy}" always;\n`,
      );
      expect(policyCaddy(which, hashes)).toContain(
        `header ${CADDY_POLICY_MATCHERS[which]} Content-Security-Policy "${policy}"\n`,
      );
    }
    expect(scriptSrcOf(policy)).not.toContain("'unsafe-inline'");
    // With no hash at all, no inline script runs (never a fallback to unsafe-inline).
    expect(scriptSrcOf(headerContentSecurityPolicy([]))).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });

  it('nginx includes the build-written policy in each review location and sends no other there', () => {
    const conf = nginxServer();
    for (const reviewPath of REVIEW_PAGE_PATHS) {
      const block = conf.split(`  location ${reviewPath} {\n`)[1]!.split('\n  }\n')[0]!;
      expect(block).toContain(`    include ${SAMPLE_ROOT}/${REVIEW_POLICY_FILES.nginx};`);
      expect(block).not.toContain('add_header Content-Security-Policy');
      expect(block).toContain('add_header X-Frame-Options "DENY" always;');
    }
  });

  it("Caddy imports the build's site-wide policy on every other path and its error answers, the review one on the review pages", () => {
    const caddy = caddyfile();
    const [site, errors] = caddy.split('\n  handle_errors {') as [string, string];
    const paths = REVIEW_PAGE_PATHS.map((reviewPath) => `${reviewPath}*`).join(' ');
    expect(site).toContain(
      `  @reviewPages path ${paths}\n  import ${SAMPLE_ROOT}/${REVIEW_POLICY_FILES.caddy}\n`,
    );
    expect(site).toContain(
      `  @sitePolicy not path ${paths}\n  import ${SAMPLE_ROOT}/${SITE_POLICY_FILES.caddy}\n`,
    );
    expect(errors.split('\n  }\n')[0]).toContain(
      `    import ${SAMPLE_ROOT}/${SITE_POLICY_FILES.caddyErrors}\n`,
    );
    // No header block of the site or its errors holds a policy (a deferred one would overwrite the files').
    for (const block of [site, errors.split('\n  }\n')[0]!]) {
      expect(block.split(/ header \{\n/)[1]!.split('}\n')[0]).not.toContain('Content-Security-Policy');
    }
    // Another host name's 421 is no built page: no inline script at all.
    expect(caddy.split('\n:443 {')[1]).toContain(
      `Content-Security-Policy "${headerContentSecurityPolicy([])}"`,
    );
    expect(caddy).not.toMatch(/script-src [^;"]*'unsafe-inline'/);
  });

  it('the build-written files are never served', () => {
    expect(BUILD_METADATA).toEqual(
      expect.arrayContaining([...Object.values(REVIEW_POLICY_FILES), ...Object.values(SITE_POLICY_FILES)]),
    );
  });
});

// Issue 88 item 5: the site-wide `/*` rule gave `script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline'`,
// and both hosts join two matching rules' policies, so every page (a preview, another app on the
// origin) got a policy that runs any inline script.
describe("the site-wide policy: the build's hashes, no 'unsafe-inline' on any path", () => {
  const site = ["'sha256-FONT'", "'sha256-ISLAND'"];
  const review = ["'sha256-REVIEW'"];
  const rules = parseHeadersFile(headersFile({ site, review }));
  const scriptSources = (policy: string) =>
    policy
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!
      .split(' ')
      .slice(1);

  it.each([
    '/',
    '/th/rules/Combat/',
    '/zh-hant/review/',
    '/en/404.html',
    '/_astro/x.js',
    '/api/v2/index.json',
  ])('%s: every policy it gets lists this site and hashes only', (urlPath) => {
    const policies = headersFor(rules, urlPath).get('content-security-policy') ?? [];
    expect(policies.length, urlPath).toBeGreaterThan(0);
    for (const policy of policies) {
      expect(scriptSources(policy).filter((source) => !source.startsWith("'sha256-"))).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
      ]);
    }
  });

  it("the site-wide rule lists every page's hashes; a review page's own rule lists theirs alone", () => {
    const [siteWide, reviewOwn] = headersFor(rules, '/th/review/').get('content-security-policy')!;
    expect(scriptSources(siteWide!).slice(2)).toEqual(site);
    expect(scriptSources(reviewOwn!).slice(2)).toEqual(review);
  });

  it('a _headers file Cloudflare Pages would cut is named: over 100 rules, a line over 2,000 characters', () => {
    expect(headersFileProblems(headersFile({ site, review }))).toEqual([]);
    const many = Array.from({ length: 40 }, (_, index) => `'sha256-${'A'.repeat(43)}${index}='`);
    expect(headersFileProblems(headersFile({ site: many, review }))).toEqual([
      expect.stringMatching(/^line \d+: \d+ characters \(at most 2000\)$/),
    ]);
    const rulesText = Array.from(
      { length: HEADERS_FILE_LIMITS.rules + 1 },
      (_, index) => `/p${index}\n  X: y`,
    ).join('\n');
    expect(headersFileProblems(rulesText)).toEqual(['101 rules (at most 100)']);
  });
});
