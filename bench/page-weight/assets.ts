import {
  attribute,
  findElements,
  hasToken,
  isTag,
  textContent,
  visibleText,
} from '@polyhedral/site/built-html';
import type { Root } from 'hast';

/** What a built HTML page loads: scripts, island chunks, stylesheets, and its visible text. */
export interface HtmlAssets {
  /** `<script type="module" src>` URLs. */
  moduleScripts: string[];
  /** Bodies of inline `<script type="module">` (they may import chunks). */
  inlineModules: string[];
  /** Bodies of every inline script (module or classic), for their own weight. */
  inlineScripts: string[];
  /** `component-url` and `renderer-url` of `<astro-island>` elements. */
  islandUrls: string[];
  /** Each island with its hydration directive (`visible`, `load`, `interact`, …) and its URLs. */
  islands: Array<{ client: string; urls: string[] }>;
  islandCount: number;
  stylesheets: string[];
  /** Bodies of inline `<style>` elements (Astro inlines small stylesheets). */
  inlineStyles: string[];
  /** The text a reader sees (tags, scripts and styles removed), for the font estimate. */
  text: string;
}

export function htmlAssets(page: Root): HtmlAssets {
  const moduleScripts: string[] = [];
  const inlineModules: string[] = [];
  const inlineScripts: string[] = [];
  for (const script of findElements(page, isTag('script'))) {
    const type = attribute(script, 'type');
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON data
    const src = attribute(script, 'src');
    if (src) {
      if (type === 'module') moduleScripts.push(src);
      continue;
    }
    const body = textContent(script);
    if (body.trim() === '') continue;
    inlineScripts.push(body);
    if (type === 'module') inlineModules.push(body);
  }
  const islandUrls: string[] = [];
  const islands: Array<{ client: string; urls: string[] }> = [];
  const islandElements = findElements(page, isTag('astro-island'));
  for (const island of islandElements) {
    const urls: string[] = [];
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(island, name);
      if (url) urls.push(url);
    }
    islandUrls.push(...urls);
    islands.push({ client: attribute(island, 'client') ?? 'load', urls });
  }
  const stylesheets = findElements(
    page,
    (element) =>
      element.tagName === 'link' &&
      hasToken(element, 'rel', 'stylesheet') &&
      attribute(element, 'media') !== 'print',
  )
    .map((link) => attribute(link, 'href') ?? '')
    .filter((href) => href.startsWith('/'));
  const inlineStyles = findElements(page, isTag('style')).map(textContent);
  return {
    moduleScripts,
    inlineModules,
    inlineScripts,
    islandUrls,
    islands,
    islandCount: islandElements.length,
    stylesheets,
    inlineStyles,
    text: visibleText(page),
  };
}

/** Static import specifiers of a JS module (`import x from "./a.js"`, `import "./b.js"`, `export * from`). */
export function jsImports(source: string): string[] {
  const specifiers = new Set<string>();
  for (const match of source.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*$\s{},]*?\s*from\s*)?["']([^"']+)["']/g,
  )) {
    specifiers.add(match[1]!);
  }
  return [...specifiers];
}
