import { expect, type Scenario } from '../harness.ts';

/** Runs last: looks at everything the earlier checks' pages recorded, plus a short tour. */
const TOUR = ['/en/', '/th/rules/Combat/', '/zh/rules/Conditions/', '/en/glossary/', '/th/attribution/'];

const scenario: Scenario = {
  name: 'Hygiene: no console errors, no request to another host',
  checks: [
    {
      name: 'a tour of pages loads without console errors',
      run: async (context) => {
        const { page, close, consoleErrors } = await context.newPage();
        try {
          for (const path of TOUR) {
            await page.goto(`${context.baseUrl}${path}`);
            await page.waitForLoadState('networkidle');
          }
        } finally {
          await close();
        }
        expect(consoleErrors.length === 0, consoleErrors.join('\n'));
      },
    },
    {
      name: 'no console errors on any page opened by this run',
      run: async (context) => {
        expect(context.allConsoleErrors.length === 0, context.allConsoleErrors.slice(0, 10).join('\n'));
      },
    },
    {
      name: 'no request to any host other than 127.0.0.1 during this run',
      run: async (context) => {
        expect(context.allExternalRequests.length === 0, context.allExternalRequests.slice(0, 10).join('\n'));
      },
    },
  ],
};

export default scenario;
