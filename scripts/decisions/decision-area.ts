/** The area a decision belongs to, read from its heading: the first rule that matches wins. */
const AREAS: readonly (readonly [area: string, pattern: RegExp])[] = [
  ['workbench', /workbench/i],
  ['review', /review|hand[ -]?back|approval|reviewer|suggestion/i],
  ['tracker', /tracker|game master/i],
  ['reliability', /probe|writes that|cannot lose|lock|fault|busy machine/i],
  ['errors and messages', /errors?\b|problem shape|refusals?|message key/i],
  ['platform', /\bnode\b|astro|starlight|platform|toolchain|bootstrap|workspace|lockfile|sets itself up/i],
  ['tests and CI', /\bCI\b|test run|pnpm test|lanes|browser checks|cpu|tests that|race between/i],
  [
    'i18n and translation',
    /i18n|i18next|formatter|plural|\bwords?\b|strings|typed `t`|language|locale|zh-hant|traditional chinese|translation|bilingual|terminology|thai|chinese/i,
  ],
  ['rules core', /condition|core|dice|odds|exact|spelling|\bcli\b|command line|calculator|rules|roll/i],
  ['content', /content|markdown|front matter|stamp/i],
  [
    'site',
    /site|page|offline|font|deploy|build|security|audit|print|quick reference|at the table|rule sections/i,
  ],
  ['code structure', /one-function|fixtures|regex|one home|duplicates|standard parts/i],
];

export function decisionArea(title: string): string {
  return AREAS.find(([, pattern]) => pattern.test(title))?.[0] ?? 'general';
}
