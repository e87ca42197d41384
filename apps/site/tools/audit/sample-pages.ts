/**
 * The pages an accessibility audit opens: every kind of page in every locale. `AUDIT_PAGES` (40)
 * (and the three review pages) is the full sample `pnpm audit-axe` reports on; `SUITE_PAGES` is the part the browser checks
 * open on every run (each kind of page once, each locale at least twice).
 */
const LOCALES = ['en', 'th', 'zh', 'zh-hant'] as const;

/** Ten pages per locale: the home page, four rule pages (with calculators and without), the quick reference, the tracker, the character page, the glossary and its status page. */
const PER_LOCALE = [
  '',
  'rules/D20Tests/',
  'rules/DamageandHealing/',
  'rules/LevelAdvancement/',
  'rules/Conditions/',
  'quick/',
  'tracker/',
  'character/',
  'glossary/',
  'status/',
] as const;

export const AUDIT_PAGES: readonly string[] = [
  ...LOCALES.flatMap((locale) => PER_LOCALE.map((page) => `/${locale}/${page}`)),
  // The review page of each translated locale (no English one), on a section with a calculator.
  ...LOCALES.filter((locale) => locale !== 'en').map((locale) => `/${locale}/review/?section=D20Tests`),
];

/** Every kind of page once (the rest of the sample's kinds included), spread over the locales. */
export const SUITE_PAGES: readonly string[] = [
  '/en/',
  '/th/rules/D20Tests/',
  '/zh/rules/DamageandHealing/',
  '/zh-hant/rules/LevelAdvancement/',
  '/th/quick/',
  '/en/tracker/',
  '/zh/character/',
  '/zh-hant/glossary/',
  '/th/glossary/Advantage/',
  '/en/status/',
  '/zh/attribution/',
  '/th/offline/',
  '/?choose',
];
