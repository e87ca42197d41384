import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { sha256Source } from '../../src/integrations/security/content-security-policy.ts';
import { scanHtmlPage } from '../../src/integrations/security/scan-html-page.ts';
import { all, attribute, builtSite } from './built-site.ts';

/**
 * The Content-Security-Policy of the pages a reader only reads (moved from the browser checks'
 * 60-content-security-policy, which keeps the pages in use, the review pages and the injected
 * script and image): one policy meta, before every script, whose script-src lists the hash of
 * every inline script and no 'unsafe-inline', and nothing on the page the policy would refuse as
 * it loads (a script, stylesheet, image or frame from another origin, an inline event handler, a
 * `javascript:` link).
 */
const site = builtSite();

const STATIC_PAGES = [
  '/',
  '/en/',
  '/th/rules/CreateYourCharacter/',
  '/en/glossary/',
  '/zh/glossary/Advantage/',
  '/th/status/',
  '/en/attribution/',
  '/th/404/',
];

/** The policy's directives by name (`script-src` -> its sources). */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The URLs the page loads as it opens (scripts, stylesheets, icons, images, frames, media). */
function loadedUrls(document: Root): string[] {
  const urls = [
    ...all(
      document,
      'script[src], img[src], iframe[src], video[src], audio[src], source[src], embed[src]',
    ).map((element) => attribute(element, 'src')!),
    ...all(
      document,
      'link[rel~="stylesheet"], link[rel~="icon"], link[rel~="preload"], link[rel~="modulepreload"]',
    ).map((element) => attribute(element, 'href')!),
  ];
  return urls.filter((url) => url !== '');
}

/** Elements with an inline event handler (`onclick=`…), which a policy without 'unsafe-inline' refuses. */
function inlineHandlers(document: Root): string[] {
  return all(document, '*').flatMap((element: Element) =>
    Object.keys(element.properties)
      .filter((name) => /^on[A-Z]/.test(name))
      .map((name) => `<${element.tagName} ${name}>`),
  );
}

describe('Content-Security-Policy of the pages a reader only reads: one meta, every inline script hashed, nothing refused', () => {
  for (const pagePath of STATIC_PAGES) {
    it(`${pagePath}: one policy meta before every script, hashing each inline script; nothing from elsewhere`, async () => {
      const { root: document, html } = await site.load(pagePath);
      const metas = all(document, 'meta[http-equiv="content-security-policy" i]');
      expect(metas, `${pagePath}: one CSP meta`).toHaveLength(1);
      const policy = directives(attribute(metas[0]!, 'content') ?? '');
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc, `${pagePath}: script-src`).toContain("'self'");
      expect(scriptSrc, `${pagePath}: script-src allows inline scripts`).not.toContain("'unsafe-inline'");
      expect(policy.get('object-src'), `${pagePath}: object-src`).toEqual(["'none'"]);

      const scripts = all(document, 'script');
      expect(scripts.length, `${pagePath}: scripts`).toBeGreaterThan(0);
      const metaAt = metas[0]!.position?.start.offset ?? Number.POSITIVE_INFINITY;
      const before = scripts.filter((script) => (script.position?.start.offset ?? 0) < metaAt);
      expect(before.length, `${pagePath}: scripts before the policy meta`).toBe(0);

      const inline = scanHtmlPage(html).inlineScripts;
      expect(inline.length, `${pagePath}: inline scripts`).toBeGreaterThan(0);
      const unhashed = inline.filter((body) => !scriptSrc.includes(sha256Source(body)));
      expect(
        unhashed.map((body) => body.slice(0, 60)),
        `${pagePath}: inline scripts the policy would refuse`,
      ).toEqual([]);

      // Same origin: a path; `data:` is allowed for images and fonts only, and no page loads one otherwise.
      const foreign = loadedUrls(document).filter(
        (url) => url.startsWith('//') || (/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('data:')),
      );
      expect(foreign, `${pagePath}: loaded from elsewhere`).toEqual([]);
      expect(inlineHandlers(document), `${pagePath}: inline event handlers`).toEqual([]);
      const scriptLinks = all(document, 'a[href^="javascript:" i]').map((a) => attribute(a, 'href'));
      expect(scriptLinks, `${pagePath}: javascript: links`).toEqual([]);
    });
  }
});
