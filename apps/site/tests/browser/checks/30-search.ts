import { type CheckContext, expect, openSearch, type Scenario } from '../harness.ts';

/** Types a query into Starlight's Pagefind search and returns the result links (waits for at least one). */
async function search(context: CheckContext, startPath: string, query: string): Promise<string[]> {
  return runSearch(context, startPath, query, true);
}

async function runSearch(
  context: CheckContext,
  startPath: string,
  query: string,
  expectHits: boolean,
): Promise<string[]> {
  const { page, close } = await context.newPage();
  try {
    await page.goto(`${context.baseUrl}${startPath}`);
    const input = await openSearch(page);
    await input.fill(query);
    const links = page.locator('#starlight__search .pagefind-ui__result-link');
    if (expectHits) await links.first().waitFor({ state: 'attached', timeout: 8000 });
    else {
      await page
        .locator('#starlight__search .pagefind-ui__message')
        .waitFor({ state: 'visible', timeout: 8000 });
      await page.waitForTimeout(500);
    }
    return await links.evaluateAll((anchors) =>
      anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
  } finally {
    await close();
  }
}

const scenario: Scenario = {
  name: 'Search: Pagefind indexes the custom rule pages in Thai and Chinese',
  checks: [
    {
      name: 'a Thai word (ความเชี่ยวชาญ, "proficiency") finds a Thai rule page',
      run: async (context) => {
        const hits = await search(context, '/th/rules/RhythmofPlay/', 'ความเชี่ยวชาญ');
        expect(hits.length > 0, 'no results');
        expect(
          hits.every((hit) => hit.startsWith('/th/')),
          `only Thai pages: ${hits.join(', ')}`,
        );
        expect(
          hits.some(
            (hit) => hit.startsWith('/th/rules/Proficiency/') || hit.startsWith('/th/rules/D20Tests/'),
          ),
          `expected Proficiency or D20Tests among ${hits.join(', ')}`,
        );
      },
    },
    {
      name: 'a Chinese word (豁免检定, "saving throw") finds a Chinese rule page',
      run: async (context) => {
        const hits = await search(context, '/zh/rules/RhythmofPlay/', '豁免检定');
        expect(hits.length > 0, 'no results');
        expect(
          hits.every((hit) => hit.startsWith('/zh/')),
          `only Chinese pages: ${hits.join(', ')}`,
        );
        expect(
          hits.some((hit) => hit.startsWith('/zh/rules/D20Tests/')),
          `expected /zh/rules/D20Tests/ among ${hits.join(', ')}`,
        );
      },
    },
    {
      name: 'Thai ทอยป้องกันความตาย ("death saving throw") finds the Thai death-saving-throw rule',
      run: async (context) => {
        const hits = await search(context, '/th/rules/RhythmofPlay/', 'ทอยป้องกันความตาย');
        expect(
          hits.some((hit) => hit.startsWith('/th/rules/DamageandHealing/')),
          `expected /th/rules/DamageandHealing/ among ${hits.join(', ')}`,
        );
      },
    },
    {
      name: 'Chinese 角色创建 ("character creation") finds the Chinese Character Creation chapter',
      run: async (context) => {
        const hits = await search(context, '/zh/rules/RhythmofPlay/', '角色创建');
        expect(
          hits.some(
            (hit) =>
              hit.startsWith('/zh/rules/CharacterCreation/') ||
              hit.startsWith('/zh/rules/CreateYourCharacter/'),
          ),
          `expected the Character Creation chapter among ${hits.join(', ')}`,
        );
      },
    },
    {
      name: 'English fallback text stays out of the Thai index ("delving": /en/rules/Exploration/ found, /th/ one not)',
      run: async (context) => {
        const english = await search(context, '/en/rules/RhythmofPlay/', 'delving');
        expect(
          english.some((hit) => hit.startsWith('/en/rules/Exploration/')),
          `English hits: ${english.join(', ')}`,
        );
        const thai = await runSearch(context, '/th/rules/RhythmofPlay/', 'delving', false);
        // Pagefind's Thai matching is loose (other pages may come back); the untranslated page must not.
        expect(
          !thai.some((hit) => hit.startsWith('/th/rules/Exploration/')),
          `Thai index has the English fallback of /th/rules/Exploration/: ${thai.join(', ')}`,
        );
      },
    },
  ],
};

export default scenario;
