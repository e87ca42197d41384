import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headerContentSecurityPolicy } from './content-security-policy.ts';
import {
  CACHE_RULES,
  DEPLOY_EXAMPLES,
  headersFile,
  IMMUTABLE,
  nginxServer,
  REVALIDATE,
} from './deploy-headers.ts';

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
      expect(location).toContain(
        `add_header Content-Security-Policy "${headerContentSecurityPolicy()}" always;`,
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
  it('_headers serves /api/* as JSON, cached an hour, readable from any origin', () => {
    const api = headersFile().split('\n/api/*\n')[1]!.split('\n#')[0]!;
    expect(api).toContain('  Cache-Control: public, max-age=3600\n');
    expect(api).toContain('  Content-Type: application/json; charset=utf-8\n');
    expect(api).toContain('  Access-Control-Allow-Origin: *\n');
    expect(api).toContain('  Access-Control-Allow-Methods: GET, HEAD');
  });

  it('nginx types every /api/ file as JSON without a second Content-Type header, with CORS and the security headers', () => {
    const block = nginxServer().split('  location /api/ {\n')[1]!.split('\n  }\n')[0]!;
    expect(block).toContain('    default_type application/json;');
    expect(block).not.toContain('add_header Content-Type');
    expect(block).toContain('    gzip_types application/json;');
    expect(block).toContain('    add_header Access-Control-Allow-Origin "*" always;');
    expect(block).toContain('    add_header Cache-Control "public, max-age=3600" always;');
    expect(block).toContain('    add_header X-Content-Type-Options "nosniff" always;');
  });

  it('Caddy sets the type, CORS and cache on /api/* and keeps /api/* out of the revalidated paths', () => {
    const caddy = DEPLOY_EXAMPLES.find(([name]) => name === 'Caddyfile')![1]();
    expect(caddy).toContain(
      '  @api path /api/*\n  header @api {\n    Cache-Control "public, max-age=3600"\n',
    );
    expect(caddy).toContain('    Content-Type "application/json; charset=utf-8"\n');
    expect(caddy).toMatch(/@revalidate not path .* \/api\/\*\n/);
    expect(caddy).toContain('  encode @api zstd gzip\n');
  });
});
