/**
 * Renders public/favicon.svg to the PNG icons the web app manifest names (public/icons/):
 * 192 and 512 px, plus a 512 px "maskable" one whose mark sits inside the safe zone on the
 * brand colour. Run it after changing the favicon and commit the PNGs:
 *   pnpm --filter @polyhedral/site exec tsx tools/render-icons.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const outDir = path.join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });

const ICONS = [
  { file: 'icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, padding: 0, background: 'transparent' },
  // Maskable: launchers crop to a circle or squircle; keep the mark within the central 80 %.
  { file: 'icon-maskable-512.png', size: 512, padding: 0.16, background: '#ffffff' },
];

const browser = await launchChromium();
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = Math.round(icon.size * (1 - 2 * icon.padding));
    await page.setContent(
      `<html><body style="margin:0;background:${icon.background};display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px">` +
        `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
    );
    await page.screenshot({
      path: path.join(outDir, icon.file),
      omitBackground: icon.background === 'transparent',
    });
    await page.close();
    console.log(`${icon.file} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
