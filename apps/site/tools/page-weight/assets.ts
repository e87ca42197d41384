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

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes);
  return match?.[1]?.replace(/&amp;/g, '&');
}

export function htmlAssets(html: string): HtmlAssets {
  const moduleScripts: string[] = [];
  const inlineModules: string[] = [];
  const inlineScripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    const type = attribute(attributes, 'type');
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON data
    const src = attribute(attributes, 'src');
    if (src) {
      if (type === 'module') moduleScripts.push(src);
      continue;
    }
    if (body.trim() === '') continue;
    inlineScripts.push(body);
    if (type === 'module') inlineModules.push(body);
  }
  const islandUrls: string[] = [];
  const islands: Array<{ client: string; urls: string[] }> = [];
  let islandCount = 0;
  for (const [, attributes = ''] of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    islandCount += 1;
    const urls: string[] = [];
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(attributes, name);
      if (url) urls.push(url);
    }
    islandUrls.push(...urls);
    islands.push({ client: attribute(attributes, 'client') ?? 'load', urls });
  }
  const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
    .filter(([tag]) => !/media="print"/.test(tag))
    .map(([tag]) => attribute(tag, 'href') ?? '')
    .filter((href) => href.startsWith('/'));
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body = '']) => body);
  const text = html
    .replace(SCRIPT, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return {
    moduleScripts,
    inlineModules,
    inlineScripts,
    islandUrls,
    islands,
    islandCount,
    stylesheets,
    inlineStyles,
    text,
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
