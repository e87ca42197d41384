import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { launchChromium } from '/work/wt/audits/packages/browser-testing/src/index.ts';
import { startStaticServer } from '/work/wt/audits/apps/site/tools/static-server.ts';
const [dist, out, css, typeDc] = process.argv.slice(2) as [string, string, string | undefined, string | undefined];
rmSync(out, { recursive: true, force: true }); mkdirSync(out, { recursive: true });
const server = await startStaticServer(dist);
const browser = await launchChromium();
/** Ink extent of the left and right halves of a page (fraction of the page height from the top margin). */
function fill(pgm: string): [number, number] {
  const b = readFileSync(pgm);
  const header = b.subarray(0, 40).toString('latin1').split(/\s+/);
  const w = Number(header[1]), h = Number(header[2]);
  const start = b.length - w * h;
  const ext = (x0: number, x1: number) => { let last = -1, rows = 0; for (let y = 0; y < h; y++) { let ink = false; for (let x = x0; x < x1; x++) if (b[start + y * w + x]! < 200) { ink = true; break; } if (ink) { last = y; rows++; } } return last < 0 ? 0 : (last + 1) / h; };
  return [ext(0, Math.floor(w / 2)), ext(Math.floor(w / 2), w)];
}
for (const locale of ['en', 'th', 'zh']) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/${locale}/quick/`);
  if (css) await page.addStyleTag({ content: readFileSync(css, 'utf8') });
  await page.evaluate(() => document.fonts.ready);
  if (typeDc) {
    const calc = page.locator('[data-quick-card="TypicalDifficultyClasses"] [data-calculator="d20-test"]');
    const target = calc.locator('input[type="text"]').nth(1);
    await target.focus();
    await calc.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    await target.fill('7');
    await page.locator('h1').first().click();
  }
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = `${out}/${locale}-quick-${format}.pdf`;
    await page.pdf({ path: pdf, format, printBackground: true });
    const n = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))![1]);
    execFileSync('pdftoppm', ['-r', '30', '-gray', pdf, `${out}/${locale}-${format}`]);
    const files = readdirSync(out).filter((f) => f.startsWith(`${locale}-${format}-`) && f.endsWith('.pgm')).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const fills = files.map((f) => fill(`${out}/${f}`).map((v) => Math.round(v * 100)).join('/'));
    console.log(`${locale} ${format}: ${n} pages; ink extent left/right % per page: ${fills.join('  ')}`);
    if (format === 'A4') execFileSync('pdftoppm', ['-r', '40', '-png', pdf, `${out}/${locale}-a4`]);
  }
  await page.close();
}
await browser.close(); await server.close();
