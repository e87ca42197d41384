import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString as textOfNode } from 'hast-util-to-string';
import { afterAll, beforeAll } from 'vitest';
import { type StaticServer, startStaticServer } from '../../tools/static-server.ts';

/** The built site (read by the tests that walk its files rather than serve its pages). */
export const distDir = path.join(import.meta.dirname, '../../dist');

export interface BuiltPage {
  status: number;
  /** The page parsed (parse5, as a browser parses it; no script run). */
  root: Root;
  /** The page's source, as served. */
  html: string;
}

/**
 * dist/ served for the tests of one file (the browser checks' server: the nearest 404.html with
 * status 404), `load(path)`: the page fetched and parsed, `fetch(path)`: any file as served, and
 * `origin()`: where it is served. Call at a file's top. A parse costs
 * about 0.08 CPU-s for a 300 KB rule page, against about 0.4 for a page load in Chromium (or a
 * parse by happy-dom).
 */
export function builtSite(): {
  load: (pagePath: string) => Promise<BuiltPage>;
  fetch: (filePath: string) => Promise<Response>;
  /** The address dist/ is served at (inside a test). */
  origin: () => URL;
} {
  let server: StaticServer | undefined;
  beforeAll(async () => {
    if (!existsSync(path.join(distDir, 'index.html'))) {
      throw new Error('dist/ has no build: run `pnpm test:dist` through turbo (it builds the site first)');
    }
    server = await startStaticServer(distDir);
  });
  afterAll(async () => {
    await server?.close();
  });
  const served = (filePath: string) => {
    if (!server) throw new Error('the built site is served only inside a test');
    return fetch(new URL(filePath, server.url));
  };
  return {
    load: async (pagePath) => {
      const response = await served(pagePath);
      const html = await response.text();
      return { status: response.status, root: fromHtml(html), html };
    },
    fetch: served,
    origin: () => {
      if (!server) throw new Error('the built site is served only inside a test');
      return new URL(server.url);
    },
  };
}

/** The elements the CSS selector matches. */
export function all(root: Root | Element, selector: string): Element[] {
  return selectAll(selector, root);
}

/** The first element the CSS selector matches, else an error naming it. */
export function one(root: Root | Element, selector: string): Element {
  const found = select(selector, root);
  if (!found) throw new Error(`no element matches ${selector}`);
  return found;
}

/** An element's text, white space collapsed and trimmed. */
export function textOf(node: Element): string {
  return textOfNode(node).replace(/\s+/g, ' ').trim();
}

/** The text of every element the selector matches. */
export function textsOf(root: Root | Element, selector: string): string[] {
  return all(root, selector).map(textOf);
}

/** An attribute as written in the HTML (`data-source`, `lang`), else undefined. */
export function attribute(element: Element, name: string): string | undefined {
  const camel = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const value = element.properties[camel] ?? element.properties[name];
  return value === undefined || value === null ? undefined : String(value);
}
