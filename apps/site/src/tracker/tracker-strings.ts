import { isLocale, type Locale, messageEngine, prepareMessages } from '@polyhedral/i18n/client';
import { prepareInOwnTasks } from '../browser/island-preparation.ts';
import type { ConditionText } from './condition-text.ts';

/** What the tracker island reads in the page's language (tracker-messages.ts, condition-text.ts). */
export interface TrackerStrings {
  messages: Record<string, string>;
  conditions: ConditionText[];
  /** Glossary names of the condition terms (Exhaustion too), for the reasons a roll changed. */
  termNames: Record<string, string>;
}

/**
 * The tracker's strings travel once per page as JSON in `<script type="application/json"
 * data-tracker-strings>` (tracker.astro), not as the island's props: Astro writes props in its
 * own tagged format, which the browser revives value by value during hydration (~600 messages),
 * while a data block is one `JSON.parse`. The island reads them here: in the browser from that
 * block, during the build from what the page registered for its locale (the island renders in the
 * same process right after). The messages still reach the page's one i18next engine
 * (messageLookup), as props did. The block's `data-locale` names the language they are written in.
 */
export const TRACKER_STRINGS_SELECTOR = 'script[type="application/json"][data-tracker-strings]';

const SERVER_STRINGS = '__polyhedralTrackerStrings';

type ServerStrings = Partial<Record<Locale, TrackerStrings>>;

function serverStrings(): ServerStrings {
  const holder = globalThis as unknown as Record<typeof SERVER_STRINGS, ServerStrings | undefined>;
  holder[SERVER_STRINGS] ??= {};
  return holder[SERVER_STRINGS];
}

/** Build time: the strings of `locale`'s tracker page, for its island rendered right after. */
export function provideTrackerStrings(locale: Locale, strings: TrackerStrings): void {
  serverStrings()[locale] = strings;
}

const EMPTY: TrackerStrings = { messages: {}, conditions: [], termNames: {} };

let pageStrings: TrackerStrings | undefined;

/**
 * The tracker's strings of the page (read and parsed once). A missing or damaged block gives none:
 * the tracker shows its key names, never breaks.
 */
export function trackerStrings(locale: Locale): TrackerStrings {
  if (typeof document === 'undefined') return serverStrings()[locale] ?? EMPTY;
  if (pageStrings === undefined) {
    const block = document.querySelector(TRACKER_STRINGS_SELECTOR);
    try {
      pageStrings = { ...EMPTY, ...(JSON.parse(block?.textContent ?? '{}') as Partial<TrackerStrings>) };
    } catch {
      pageStrings = EMPTY;
    }
  }
  return pageStrings;
}

/**
 * In the browser, when the tracker's code loads: starts the page's i18next engine, then hands it
 * the page's messages (prepareMessages), each in a task of its own before the island hydrates
 * (island-preparation.ts): together they are too long a task on a phone inside the code's evaluation.
 */
export function preparePageTrackerStrings(): void {
  if (typeof document === 'undefined') return;
  const locale = document.querySelector<HTMLElement>(TRACKER_STRINGS_SELECTOR)?.dataset.locale;
  if (locale === undefined || !isLocale(locale)) return;
  prepareInOwnTasks([
    () => void messageEngine(),
    () => prepareMessages(trackerStrings(locale).messages, locale),
  ]);
}
