/**
 * `pnpm --filter @polyhedral/bench engine-screenshots [dir]`: three pages (Thai, Simplified and
 * Traditional Chinese) in Chromium, Gecko (firefox-esr) and WebKit (WebKitGTK) at one desktop size,
 * dist/ served as the browser checks serve it. Writes a PNG per page and engine to `dir`
 * (screenshots/engines/ by default) and prints a summary per page: each engine's page height and
 * its difference from Chromium's, whether the page is wider than the window, the webfonts it drew
 * with, and whether the script's webfont holds the page's sample glyphs (`document.fonts.check`:
 * false where boxes would be drawn). Reported, not asserted: look at the PNGs side by side.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type AnyEngine,
  ENGINE_VIEWPORT,
  missingEngineBinaries,
  openEngine,
} from '@polyhedral/browser-testing/engines';
import { startStaticServer } from '@polyhedral/site/static-server';

const siteDir = fileURLToPath(new URL('../apps/site', import.meta.url));

interface ShotPage {
  name: string;
  path: string;
  /** The webfont that must draw the sample. */
  family: string;
  sample: string;
}

const PAGES: readonly ShotPage[] = [
  { name: 'th-d20tests', path: '/th/rules/D20Tests/', family: 'Noto Sans Thai', sample: 'การทดสอบ' },
  { name: 'zh-damage', path: '/zh/rules/DamageandHealing/', family: 'Noto Sans SC', sample: '伤害' },
  { name: 'zh-hant-tracker', path: '/zh-hant/tracker/', family: 'Noto Sans TC', sample: '先攻' },
];

const ENGINES: readonly AnyEngine[] = ['chromium', 'gecko', 'webkit'];

interface Measure {
  height: number;
  overflow: boolean;
  drawn: boolean;
  families: string[];
}

/** What the page shows once its fonts are ready (run in the page). */
async function measure(family: string, sample: string): Promise<Measure> {
  await document.fonts.ready;
  await document.fonts.load(`16px "${family}"`, sample);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const families = [
    ...new Set([...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family)),
  ];
  return {
    height: document.documentElement.scrollHeight,
    overflow: document.documentElement.scrollWidth > window.innerWidth,
    drawn: document.fonts.check(`16px "${family}"`, sample),
    families: families.map((name) => name.replace(/^"|"$/g, '')).sort(),
  };
}

const outDir = path.resolve(process.argv[2] ?? path.join(siteDir, 'screenshots', 'engines'));
mkdirSync(outDir, { recursive: true });
const server = await startStaticServer(path.join(siteDir, 'dist'), { cacheHeaders: true });
const results = new Map<string, Map<AnyEngine, Measure & { version: string; file: string }>>();
try {
  for (const engine of ENGINES) {
    if (engine !== 'chromium' && missingEngineBinaries(engine).length > 0) {
      console.log(`${engine}: not installed (${missingEngineBinaries(engine).join(', ')}), left out`);
      continue;
    }
    const page = await openEngine(engine, { timeout: 30_000 });
    try {
      await page.setViewport(ENGINE_VIEWPORT);
      for (const shot of PAGES) {
        await page.goto(`${server.url}${shot.path}`);
        const seen = await page.evaluate(measure, shot.family, shot.sample);
        const file = path.join(outDir, `${shot.name}-${engine}.png`);
        await page.screenshot(file);
        const row = results.get(shot.name) ?? new Map();
        row.set(engine, { ...seen, version: page.version, file });
        results.set(shot.name, row);
      }
    } finally {
      await page.close();
    }
  }
} finally {
  await server.close();
}

console.log(`engine screenshots (${ENGINE_VIEWPORT.width}×${ENGINE_VIEWPORT.height}) in ${outDir}`);
for (const shot of PAGES) {
  console.log(`\n${shot.path}  (${shot.family} for ${shot.sample})`);
  const row = results.get(shot.name);
  const base = row?.get('chromium')?.height;
  for (const [engine, seen] of row ?? []) {
    const diff = base
      ? ` (${seen.height >= base ? '+' : ''}${(((seen.height - base) / base) * 100).toFixed(1)}% of Chromium's)`
      : '';
    console.log(
      `  ${engine.padEnd(8)} ${seen.version.padEnd(22)} height ${seen.height}${diff}, ${seen.overflow ? 'WIDER than the window' : 'fits the width'}, ${seen.drawn ? 'glyphs drawn' : 'NOT DRAWN (boxes)'}; fonts: ${seen.families.join(', ')}`,
    );
  }
}
