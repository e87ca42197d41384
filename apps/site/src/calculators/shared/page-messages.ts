import type { Locale } from '@polyhedral/i18n/client';

/**
 * The calculators' strings, once per page: CalculatorSlot.astro writes them into `data-calc-messages`
 * JSON blocks (each string once) instead of every island's props. Islands read them from those blocks
 * in the browser, and from what the slots registered during the build.
 */
export const PAGE_MESSAGES_SELECTOR = 'script[type="application/json"][data-calc-messages]';

const SERVER_MESSAGES = '__polyhedralCalculatorMessages';

type ServerMessages = Partial<Record<Locale, Record<string, string>>>;

function serverMessages(): ServerMessages {
  const holder = globalThis as unknown as Record<typeof SERVER_MESSAGES, ServerMessages | undefined>;
  holder[SERVER_MESSAGES] ??= {};
  return holder[SERVER_MESSAGES];
}

/** Build time: the strings a slot's calculator needs, for the islands rendered after it. */
export function provideServerMessages(locale: Locale, messages: Readonly<Record<string, string>>): void {
  const byLocale = serverMessages();
  byLocale[locale] = { ...byLocale[locale], ...messages };
}

let pageCache: Record<string, string> | undefined;

/** The strings of the page's calculators (every block merged, read once per page). */
export function pageMessages(locale: Locale): Record<string, string> {
  if (typeof document === 'undefined') return serverMessages()[locale] ?? {};
  if (pageCache === undefined) {
    pageCache = {};
    for (const block of document.querySelectorAll(PAGE_MESSAGES_SELECTOR)) {
      try {
        Object.assign(pageCache, JSON.parse(block.textContent ?? '{}') as Record<string, string>);
      } catch {
        // A damaged block leaves its keys out: the calculator shows the key names, never breaks.
      }
    }
  }
  return pageCache;
}

/** The strings a slot must still write on this page (those no earlier block holds), and marks them written. */
export function messagesNotYetOnPage(
  written: Set<string>,
  messages: Readonly<Record<string, string>>,
): Record<string, string> {
  const fresh: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) {
    if (written.has(key)) continue;
    written.add(key);
    fresh[key] = text;
  }
  return fresh;
}

/** JSON safe inside a `<script>` element (no `</script>`, no `<!--`); it reads no HTML. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
