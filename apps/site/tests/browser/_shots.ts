import { chromium } from 'playwright-core';
import { startStaticServer } from './static-server.ts';
const server = await startStaticServer('dist');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
for (const [p, name] of [['/?choose','chooser'],['/th/status/','status'],['/zh/glossary/','glossary'],['/th/glossary/Advantage/','term']]) {
  await page.goto(server.url + p); await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `screenshots/_${name}.png` });
}
await page.goto(server.url + '/en/rules/DamageandHealing/');
const b = page.locator('button.dice-inline').nth(0); await b.scrollIntoViewIfNeeded(); await b.click();
await page.locator('.dice-popover button.dice-roll').click();
await page.screenshot({ path: 'screenshots/_dice.png' });
await browser.close(); await server.close();
