import { readFileSync } from 'node:fs';
import { launchChromium } from '/work/wt/audits/packages/browser-testing/src/index.ts';
const [out, ...files] = process.argv.slice(2);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1800, height: 600 } });
const imgs = files.map((f) => `<img src="data:image/png;base64,${readFileSync(f).toString('base64')}" style="height:560px;border:1px solid #c00;margin:2px">`).join('');
await page.setContent(`<body style="margin:0;background:#ddd;display:flex;flex-wrap:wrap">${imgs}</body>`);
await page.screenshot({ path: out!, fullPage: true });
await browser.close();
