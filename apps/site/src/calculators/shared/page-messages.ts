import type { Locale } from '@polyhedral/i18n/client';

/**
 * The calculators' strings, once per page. CalculatorSlot.astro writes each string a page's
 * calculators need into `<script type="application/json" data-calc-messages>` blocks (a string
 * goes in the first block that needs it, never twice), instead of into every island's props.
 * Islands read them here: in the browser from those blocks, during the build from what the slots
 * registered for the locale (the island renders in the same process right after its slot).
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

/**
 * JSON safe inside a `<script>` element (no `</script>`, no `<!--`). This escapes a string we are
 * about to write, it reads no HTML: a regular expression over our own JSON is all it takes.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
