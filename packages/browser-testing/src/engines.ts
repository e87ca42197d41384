/**
 * The two engines besides Chromium that readers use, as Debian ships them (nothing downloads a
 * browser), each behind one small page interface (EnginePage) so a check is written once:
 * - `gecko`: Debian's `firefox-esr`, driven over WebDriver BiDi by puppeteer-core (Firefox speaks
 *   BiDi itself; WebDriver classic would need geckodriver, which Debian does not package and whose
 *   npm package downloads it);
 * - `webkit`: Debian's `webkit2gtk-driver` (WebKitWebDriver, a W3C WebDriver) with WebKitGTK's
 *   MiniBrowser, driven by selenium-webdriver, under `xvfb-run` (WebKitGTK's MiniBrowser has no
 *   headless mode).
 * The machine's Thai and CJK fonts are hidden from both, as from Chromium (hide-host-script-fonts.ts).
 * `FIREFOX_PATH`, `WEBKIT_DRIVER_PATH` and `MINIBROWSER_PATH` override the binaries.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import {
  Builder,
  By,
  error as driverError,
  until,
  type WebDriver,
  type WebElement,
} from 'selenium-webdriver';
import { launchChromium } from './chromium.ts';
import { freePort, stopGroup } from './engine-processes.ts';
import { hidingFontConfigFile } from './hide-host-script-fonts.ts';
import { settledInView } from './settled-in-view.ts';

/** The engines the cross-engine checks run in (Chromium has its own suites). */
export type EngineName = 'gecko' | 'webkit';

/** Every engine a page can be opened in here: Chromium too, for comparisons (the engine screenshots). */
export type AnyEngine = EngineName | 'chromium';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The viewport every engine's page opens with (a desktop window). */
export const ENGINE_VIEWPORT = { width: 1280, height: 900 } as const;

/** A page in one engine: what the cross-engine checks do with it, the same in every engine. */
export interface EnginePage {
  readonly engine: AnyEngine;
  /** The browser's name and version as it reports it (`firefox/153.8.0`, `WebKitGTK 2.50.6`). */
  readonly version: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * Runs `fn` in the page with JSON-serializable `args` and answers its JSON-serializable result
   * (a promise it returns is awaited). `fn` is sent as text: it may use nothing from its scope.
   */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** Waits until `fn` answers a truthy value in the page (polled), and answers it; throws `message` after `timeout` ms. */
  waitFor<T, A extends unknown[]>(
    message: string,
    fn: (...args: A) => T | Promise<T>,
    ...args: A
  ): Promise<NonNullable<T>>;
  /** Clicks the first element matching the CSS selector once it is displayed (scrolled to first). */
  click(selector: string): Promise<void>;
  /** Empties a field and types `text` into it key by key, as a reader would. */
  type(selector: string, text: string): Promise<void>;
  setViewport(size: { width: number; height: number }): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** How long waits last at most, in ms (stretched by the caller on a busy machine). */
export interface EngineOptions {
  timeout?: number;
}

/** The binaries an engine needs; missing ones named. */
export function missingEngineBinaries(engine: EngineName): string[] {
  const files =
    engine === 'gecko' ? [FIREFOX_PATH] : [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, '/usr/bin/xvfb-run'];
  return files.filter((file) => !existsSync(file));
}

/**
 * The script sent for `fn(...args)`: an async arrow so a returned promise is awaited by both
 * protocols; `__name` defined because TypeScript transpilers that keep function names wrap
 * nested functions in it, and the page has no such helper.
 */
export function pageScript(
  fn: (...args: never[]) => unknown,
  args: readonly unknown[] | 'driver-arguments',
): string {
  // `driver-arguments`: the arguments WebDriver's Execute Script passes (elements among them).
  const spread = args === 'driver-arguments' ? 'arguments' : JSON.stringify(args);
  return `(async () => { const __name = (f) => f; return (${fn.toString()})(...${spread}); })()`;
}

const POLL_MS = 100;

async function poll<T>(message: string, timeout: number, check: () => Promise<T>): Promise<NonNullable<T>> {
  const end = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > end) throw new Error(`${message} (waited ${timeout} ms; last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function browserEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined) env[name] = value;
  env.FONTCONFIG_FILE = hidingFontConfigFile();
  return env;
}

async function openGecko(timeout: number): Promise<EnginePage> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    env: browserEnv(),
    defaultViewport: ENGINE_VIEWPORT,
    extraPrefsFirefox: {
      // No calls to any other host: updates, remote settings, telemetry, captive portal checks.
      'app.update.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  const page: PuppeteerPage = await browser.newPage();
  page.setDefaultTimeout(timeout);
  const version = await browser.version();
  const evaluate = <T>(fn: (...args: never[]) => unknown, args: readonly unknown[]) =>
    page.evaluate(pageScript(fn, args)) as Promise<T>;
  return {
    engine: 'gecko',
    version,
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load', timeout });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load', timeout });
    },
    evaluate: (fn, ...args) => evaluate(fn as (...a: never[]) => unknown, args),
    waitFor: (message, fn, ...args) =>
      poll(message, timeout, () => evaluate(fn as (...a: never[]) => unknown, args)),
    click: async (selector) => {
      // To the middle of the window first: a sticky bar at the top can cover an element scrolled
      // just into view, and the click would land on the bar.
      const element = await page.locator(selector).setTimeout(timeout).waitHandle();
      await element.evaluate((target) => target.scrollIntoView({ block: 'center' }));
      await element.click();
      await element.dispose();
    },
    type: async (selector, text) => {
      const field = await page.locator(selector).setTimeout(timeout).waitHandle();
      await field.evaluate((element) => {
        (element as HTMLInputElement).focus();
        (element as HTMLInputElement).select();
      });
      await page.keyboard.press('Backspace');
      await field.type(text);
      await field.dispose();
    },
    setViewport: (size) => page.setViewport(size),
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    close: () => browser.close(),
  };
}

async function openWebKit(timeout: number): Promise<EnginePage> {
  const port = await freePort();
  const driverProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`],
    // WebKitGTK without accelerated compositing: on a machine with no GPU its layers went through
    // Mesa's software OpenGL under Xvfb, half the site's WebKit tasks' CPU (27.5 against 14.2
    // CPU-s, two pairs, decision 531). Layout, script, events and painting are WebKit's still.
    { detached: true, stdio: 'ignore', env: { ...browserEnv(), WEBKIT_DISABLE_COMPOSITING_MODE: '1' } },
  );
  let driver: WebDriver | undefined;
  try {
    driver = await poll('WebKitWebDriver answers', timeout, async () =>
      new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
        })
        .build(),
    );
  } catch (error) {
    stopGroup(driverProcess);
    throw error;
  }
  const session = driver;
  await session.manage().setTimeouts({ script: timeout, pageLoad: timeout, implicit: 0 });
  await session.manage().window().setRect(ENGINE_VIEWPORT);
  const capabilities = await session.getCapabilities();
  const version = `WebKitGTK ${String(capabilities.get('browserVersion'))}`;
  const evaluate = <T>(fn: (...args: never[]) => unknown, args: readonly unknown[]) =>
    session.executeScript<T>(`return ${pageScript(fn, args)};`);
  const element = async (selector: string) => {
    const found = await session.wait(
      until.elementLocated(By.css(selector)),
      timeout,
      `${selector} on the page`,
    );
    await session.wait(until.elementIsVisible(found), timeout, `${selector} visible`);
    await poll(`${selector} in view and still`, timeout, () =>
      session.executeScript<boolean>(`return ${pageScript(settledInView, 'driver-arguments')};`, found),
    );
    return found;
  };
  /**
   * Does `action` on the element once it is in view and still, again when WebKit finds it not
   * interactable all the same (it moved between the check and the action), until `timeout`.
   */
  const actOn = async (selector: string, action: (found: WebElement) => Promise<void>) => {
    const end = Date.now() + timeout;
    for (;;) {
      const found = await element(selector);
      try {
        await action(found);
        return;
      } catch (error) {
        if (!(error instanceof driverError.ElementNotInteractableError) || Date.now() > end) throw error;
      }
    }
  };
  return {
    engine: 'webkit',
    version,
    goto: (url) => session.get(url),
    reload: () => session.navigate().refresh(),
    evaluate: (fn, ...args) => evaluate(fn as (...a: never[]) => unknown, args),
    waitFor: (message, fn, ...args) =>
      poll(message, timeout, () => evaluate(fn as (...a: never[]) => unknown, args)),
    click: (selector) => actOn(selector, (found) => found.click()),
    type: (selector, text) =>
      actOn(selector, async (field) => {
        await field.clear();
        await field.sendKeys(text);
      }),
    setViewport: async (size) => {
      // The window's outer size: grown by what the window keeps for itself, so the viewport is `size`.
      await session.manage().window().setRect(size);
      const inner = await session.executeScript<{ width: number; height: number }>(
        'return { width: innerWidth, height: innerHeight };',
      );
      await session
        .manage()
        .window()
        .setRect({ width: size.width * 2 - inner.width, height: size.height * 2 - inner.height });
    },
    screenshot: async (file) => {
      writeFileSync(file, Buffer.from(await session.takeScreenshot(), 'base64'));
    },
    close: async () => {
      try {
        await session.quit();
      } finally {
        stopGroup(driverProcess);
      }
    },
  };
}

/** Debian's chromium-headless-shell through playwright-core, as the Chromium suites run it. */
async function openChromium(timeout: number): Promise<EnginePage> {
  const browser = await launchChromium('suite');
  const page = await browser.newPage({ viewport: ENGINE_VIEWPORT });
  page.setDefaultTimeout(timeout);
  const evaluate = <T>(fn: (...args: never[]) => unknown, args: readonly unknown[]) =>
    page.evaluate(pageScript(fn, args)) as Promise<T>;
  return {
    engine: 'chromium',
    version: `chromium ${browser.version()}`,
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    evaluate: (fn, ...args) => evaluate(fn as (...a: never[]) => unknown, args),
    waitFor: (message, fn, ...args) =>
      poll(message, timeout, () => evaluate(fn as (...a: never[]) => unknown, args)),
    click: (selector) => page.locator(selector).first().click(),
    type: async (selector, text) => {
      const field = page.locator(selector).first();
      await field.fill('');
      await field.pressSequentially(text);
    },
    setViewport: (size) => page.setViewportSize(size),
    screenshot: async (file) => {
      await page.screenshot({ path: file });
    },
    close: () => browser.close(),
  };
}

/** Opens one page in the engine (a fresh profile each time). */
export function openEngine(engine: AnyEngine, options: EngineOptions = {}): Promise<EnginePage> {
  const timeout = options.timeout ?? 15_000;
  if (engine === 'chromium') return openChromium(timeout);
  return engine === 'gecko' ? openGecko(timeout) : openWebKit(timeout);
}
