import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headerContentSecurityPolicy,
  inlineScriptHashes,
  inlineScripts,
  policyMetaScriptHashes,
  unknownInlineScripts,
  withContentSecurityPolicy,
} from './content-security-policy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const policyOf = (html: string) =>
  /http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';

describe('content security policy', () => {
  const page =
    '<!doctype html><html><head><meta charset="utf-8"><script>a()</script><script type="module" src="/_astro/x.js"></script></head><body><site-search></site-search><script type="module">b()</script><script>a()</script></body></html>';
  const allowed = new Set(['a()', 'b()']);

  it('hashes each allowed inline script once, and no external one', () => {
    expect(inlineScriptHashes(page, allowed)).toEqual([sha('a()'), sha('b()')]);
  });

  it('puts the policy right after the charset, before every script', () => {
    const out = withContentSecurityPolicy(page, allowed);
    const meta = out.indexOf('http-equiv="content-security-policy"');
    expect(meta).toBeGreaterThan(out.indexOf('<meta charset'));
    expect(meta).toBeLessThan(out.indexOf('<script'));
    expect(withContentSecurityPolicy(out, allowed)).toBe(out);
  });

  it('allows scripts, fonts, images and connections from this site only', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [sha('a()')], search: true });
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha('a()')}`);
    expect(policy).toContain("img-src 'self' data:");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/https?:|\*|'unsafe-eval'/);
  });

  // Issue 22 item 1: the policy used to hash every inline script it found, so a script injected
  // through a content title (`ลูกเต๋า</title><script>alert('fm1')</script>`) was whitelisted.
  describe('an injected inline script', () => {
    const injected = page.replace(
      '<meta charset="utf-8">',
      '<meta charset="utf-8"><title>ลูกเต๋า</title><script>alert(\'fm1\')</script> | Polyhedral</title>',
    );

    it('is not hashed into the page policy', () => {
      const policy = policyOf(withContentSecurityPolicy(injected, allowed));
      expect(policy).toContain(sha('a()'));
      expect(policy).not.toContain(sha("alert('fm1')"));
      expect(inlineScriptHashes(injected, allowed)).not.toContain(sha("alert('fm1')"));
    });

    it('is reported as unknown, whatever attributes it wears', () => {
      expect(unknownInlineScripts(injected, allowed)).toEqual(["alert('fm1')"]);
      expect(unknownInlineScripts('<script data-src="x" data-font-load>x()</script >', allowed)).toEqual([
        'x()',
      ]);
      expect(unknownInlineScripts(page, allowed)).toEqual([]);
    });
  });

  it("admits Pagefind's WebAssembly only on pages with the search UI", () => {
    expect(policyOf(withContentSecurityPolicy(page, allowed))).toContain("'wasm-unsafe-eval'");
    const noSearch = page.replace('<site-search></site-search>', '');
    expect(policyOf(withContentSecurityPolicy(noSearch, allowed))).not.toContain('wasm');
  });

  it('sends frame-ancestors in the header only (a meta cannot carry it), with the same site-wide directives', () => {
    const header = headerContentSecurityPolicy();
    const meta = contentSecurityPolicy({ scriptHashes: [], search: false });
    expect(header).toContain("frame-ancestors 'none'");
    expect(meta).not.toContain('frame-ancestors');
    const siteWide = meta.split('; ').filter((directive) => !/^(default|script)-src/.test(directive));
    for (const directive of siteWide) expect(header).toContain(directive);
    expect(header).not.toMatch(/default-src/);
  });

  // Issue 88 item 5: the header was `script-src 'self' 'wasm-unsafe-eval' 'unsafe-inline'`, so a
  // response without the meta (another page on the origin) ran any inline script.
  it("restricts scripts in the header too: this site and the given hashes, never 'unsafe-inline'", () => {
    expect(headerContentSecurityPolicy()).toMatch(/(^|; )script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    const hashes = [sha('a()'), sha('b()')];
    expect(headerContentSecurityPolicy(hashes).split('; ')[0]).toBe(
      `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
    );
    expect(headerContentSecurityPolicy(hashes)).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    // A browser enforces both: the meta, on every page, lists the page's own hashes alone.
    expect(contentSecurityPolicy({ scriptHashes: [], search: true })).toMatch(
      /script-src 'self' 'wasm-unsafe-eval'(;|$)/,
    );
  });
});

describe('data blocks', () => {
  it('a JSON data block (the calculators strings) is not a script: neither unknown nor hashed', () => {
    const html =
      '<head></head><script type="application/json" data-calc-messages>{"calc.a":"x"}</script><script>run()</script>';
    expect(inlineScripts(html)).toEqual(['run()']);
  });
});

describe('inline scripts are read with an HTML parser (a build that fails safe)', () => {
  const allowed = new Set(['run()']);
  it('attribute text or a comment that looks like a script is not a script', () => {
    const page = [
      '<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body>',
      '<p title="<script>alert(1)</script>">x</p>',
      '<!-- <script>alert(2)</script> -->',
      '<textarea><script>alert(3)</script></textarea>',
      '<script>run()</script>',
      '</body></html>',
    ].join('');
    expect(inlineScripts(page)).toEqual(['run()']);
    expect(unknownInlineScripts(page, allowed)).toEqual([]);
  });

  it('a script whose attribute holds ">" is still a script; a data block and a src script are not', () => {
    const page =
      '<html><head><meta charset="utf-8"></head><body><script data-x="a>b">evil()</script>' +
      '<script type="application/json">{"a":1}</script><script src="/x.js"></script></body></html>';
    expect(inlineScripts(page)).toEqual(['evil()']);
  });

  it('the policy meta goes right after <meta charset>, before every script', () => {
    const page = '<html><head><meta charset="utf-8"><script>run()</script></head><body></body></html>';
    const out = withContentSecurityPolicy(page, allowed);
    expect(out.indexOf('<meta http-equiv="content-security-policy"')).toBe(page.indexOf('<script>'));
  });
});

describe("the review pages' header policy (issue 71 item 3)", () => {
  it('lists the hashes of the built review page, never unsafe-inline', () => {
    const allowed = new Set(['a()', 'b()']);
    const built = withContentSecurityPolicy(
      '<html><head><meta charset="utf-8"><script>a()</script></head><body><site-search></site-search><script>b()</script></body></html>',
      allowed,
    );
    const hashes = policyMetaScriptHashes(built);
    expect(hashes).toEqual([sha('a()'), sha('b()')]);
    const policy = headerContentSecurityPolicy(hashes);
    expect(policy.split('; ')[0]).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`);
    expect(policy.split('; ')[0]).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('a page without a policy meta gives no hash', () => {
    expect(policyMetaScriptHashes('<html><head></head></html>')).toEqual([]);
  });
});
