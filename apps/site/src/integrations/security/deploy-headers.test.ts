import { readFileSync } from 'node:fs';
import { LOCALES } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../../tools/deploy-header-rules.ts';
import { linesPath } from '../../api/api-paths.ts';
import { caddyfile, DEPLOY_EXAMPLES } from './caddy-config.ts';
import { headerContentSecurityPolicy, reviewHeaderContentSecurityPolicy } from './content-security-policy.ts';
import { BUILD_METADATA, CACHE_RULES, IMMUTABLE, nginxServer, REVALIDATE } from './deploy-headers.ts';
import { headersFile } from './headers-file.ts';
import {
  REVIEW_PAGE_PATHS,
  REVIEW_POLICY_FILES,
  reviewPolicyCaddy,
  reviewPolicyNginx,
  SAMPLE_ROOT,
} from './security-headers.ts';

describe('deploy headers (issue 22 item 7)', () => {
  const headers = headersFile();

  it('_headers sends the policy with frame-ancestors, nosniff and a referrer policy on every path', () => {
    const all = headers.split('\n/*\n')[1]!.split('\n# ')[0]!;
    expect(all).toContain(`  Content-Security-Policy: ${headerContentSecurityPolicy()}\n`);
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
        review
          ? `include ${SAMPLE_ROOT}/${REVIEW_POLICY_FILES.nginx};`
          : `add_header Content-Security-Policy "${headerContentSecurityPolicy()}" always;`,
      );
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
    expect(headersFor(rules, '/api/v1/th/rules/Combat.json').get('content-type')).toBeUndefined();
    expect(api).toContain('  Access-Control-Allow-Origin: *\n');
    expect(api).toContain('  Access-Control-Allow-Methods: GET, HEAD');
  });

  it('nginx types every /api/ file as JSON without a second Content-Type header, with CORS and the security headers', () => {
    const block = nginxServer().split('  location /api/ {\n')[1]!.split('\n  }\n')[0]!;
    expect(block).toContain('    default_type application/json;');
    expect(block).not.toContain('add_header Content-Type');
    expect(block).toContain('    types { application/jsonl jsonl; }');
    expect(block).toContain('    gzip_types application/json application/jsonl;');
    expect(block).toContain('    error_page 404 /api/404.json;');
    expect(block).toContain('    add_header Access-Control-Expose-Headers "ETag" always;');
    expect(block).toContain('    add_header Access-Control-Allow-Origin "*" always;');
    expect(block).toContain('    add_header Cache-Control "public, max-age=3600" always;');
    expect(block).toContain('    add_header X-Content-Type-Options "nosniff" always;');
  });

  it('Caddy sets the type, CORS and cache on /api/* and keeps /api/* out of the revalidated paths', () => {
    const caddy = DEPLOY_EXAMPLES.find(([name]) => name === 'Caddyfile')![1]();
    expect(caddy).toContain(
      '  @api path /api/*\n  header @api {\n    Cache-Control "public, max-age=3600"\n',
    );
    expect(caddy).toContain('  @apiType {\n    path /api/*\n    not path *.jsonl\n  }\n');
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
    const file = headersFile(hashes);
    for (const reviewPath of REVIEW_PAGE_PATHS) {
      const rule = file.split(`\n${reviewPath}*\n`)[1]!.split('\n#')[0]!;
      const policy = /^ {2}Content-Security-Policy: (.*)$/m.exec(rule)?.[1] ?? '';
      expect(scriptSrcOf(policy)).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-AAAA' 'sha256-BBBB'");
      expect(scriptSrcOf(policy)).not.toContain("'unsafe-inline'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it('the nginx and Caddy files the build writes carry the same policy', () => {
    const policy = reviewHeaderContentSecurityPolicy(hashes);
    expect(reviewPolicyNginx(hashes)).toContain(`add_header Content-Security-Policy "${policy}" always;\n`);
    expect(reviewPolicyCaddy(hashes)).toContain(`header @reviewPages Content-Security-Policy "${policy}"\n`);
    expect(scriptSrcOf(policy)).not.toContain("'unsafe-inline'");
    // With no hash at all, no inline script runs (never a fallback to unsafe-inline).
    expect(scriptSrcOf(reviewHeaderContentSecurityPolicy([]))).toBe("script-src 'self' 'wasm-unsafe-eval'");
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

  it('Caddy sets the site-wide policy on every other path only, and imports the review one', () => {
    const caddy = caddyfile();
    const site = caddy.split('\n  handle_errors {')[0]!;
    const paths = REVIEW_PAGE_PATHS.map((reviewPath) => `${reviewPath}*`).join(' ');
    expect(site).toContain(
      `  @reviewPages path ${paths}\n  import ${SAMPLE_ROOT}/${REVIEW_POLICY_FILES.caddy}\n`,
    );
    expect(site).toContain(`  @otherPages not path ${paths}\n`);
    // The one unconditioned header block holds no policy (a deferred one would overwrite the review one).
    expect(site.split('  header {\n')[1]!.split('  }\n')[0]).not.toContain('Content-Security-Policy');
    expect(site).toContain(`  header @otherPages Content-Security-Policy "${headerContentSecurityPolicy()}"`);
  });

  it('the build-written files are never served', () => {
    expect(BUILD_METADATA).toEqual(expect.arrayContaining(Object.values(REVIEW_POLICY_FILES)));
  });
});
