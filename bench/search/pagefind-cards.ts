/**
 * Pagefind's cards for queries, as its UI shows them (Starlight's search dialog): per page result,
 * the page and the sub-results listed under it (the UI's own choice: the root sub-result apart, at
 * most three, those with the most matches). Run in a built site's page of the locale, in Chromium.
 */
import type { Page } from 'playwright-core';

/** One Pagefind card: the page's path and the anchors of the sections listed under it. */
export interface PagefindCard {
  path: string;
  anchors: string[];
}

/** The first `pages` cards of each query, searched in `page`'s language (its Pagefind index). */
export async function pagefindCards(
  page: Page,
  queries: readonly string[],
  pages = 2,
): Promise<PagefindCard[][]> {
  // tsx names the functions below with a helper the page lacks.
  await page.evaluate('globalThis.__name = (f) => f');
  return page.evaluate(
    async ({ queries, pages }) => {
      interface Sub {
        url: string;
        locations: number[];
      }
      interface Data {
        url: string;
        meta?: { url?: string };
        sub_results?: Sub[];
      }
      interface Engine {
        options(options: Record<string, unknown>): Promise<void>;
        search(query: string): Promise<{ results: { data(): Promise<Data> }[] }>;
      }
      const entry = '/pagefind/pagefind.js';
      const engine = (await import(/* @vite-ignore */ entry)) as Engine;
      await engine.options({ excerptLength: 0 });
      const thin = (subs: Sub[]) =>
        subs.length <= 3
          ? subs
          : subs.filter((sub) =>
              [...subs]
                .sort((a, b) => b.locations.length - a.locations.length)
                .slice(0, 3)
                .includes(sub),
            );
      const answers: { path: string; anchors: string[] }[][] = [];
      for (const query of queries) {
        const found = await engine.search(query);
        const cards: { path: string; anchors: string[] }[] = [];
        for (const result of found.results.slice(0, pages)) {
          const data = await result.data();
          const subs = data.sub_results ?? [];
          const root = subs[0]?.url === (data.meta?.url || data.url);
          const listed = thin(root ? subs.slice(1) : subs);
          const anchors = listed.map((sub) =>
            decodeURIComponent(new URL(sub.url, location.href).hash.slice(1)),
          );
          cards.push({ path: new URL(data.url, location.href).pathname, anchors });
        }
        answers.push(cards);
      }
      return answers;
    },
    { queries: [...queries], pages },
  );
}

/** The rule IDs and term a card answers: `/th/rules/Combat/` with #Initiative is [Combat, Initiative]. */
export function cardAnswers(card: PagefindCard): string[] {
  const rule = /^\/[a-z-]+\/rules\/([^/]+)\/$/.exec(card.path)?.[1];
  if (rule) return [decodeURIComponent(rule), ...card.anchors];
  const term = /^\/[a-z-]+\/glossary\/([^/]+)\/$/.exec(card.path)?.[1];
  return term ? [`term:${decodeURIComponent(term)}`] : [];
}
