/**
 * Every content problem: rule ID (shown by `pnpm content check`) -> error code, severity and
 * English template. The same codes are translated in
 * packages/i18n/src/resources/{en,th,zh}/errors-content.json (a test keeps them in step).
 * Rule IDs reported by @polyhedral/markdown plugins use the same names.
 */
import type { Severity } from './diagnostic.ts';

interface MessageEntry {
  code: string;
  severity: Severity;
  en: string;
}

export const CONTENT_MESSAGES = {
  // Reported by @polyhedral/markdown plugins.
  'heading-missing-id': {
    code: 'content.heading.missing-id',
    severity: 'error',
    en: 'Heading "{{text}}" has no ID: write it as "Title {#RuleId}"',
  },
  'heading-invalid-id': {
    code: 'content.heading.invalid-id',
    severity: 'error',
    en: 'Heading ID "{{id}}" is not valid: use letters and digits, starting with a letter',
  },
  'unknown-directive': {
    code: 'content.directive.unknown',
    severity: 'error',
    en: 'Unknown directive "{{name}}": use ::calc{kind="..."} or ::table{id="..."}',
  },
  'directive-placement': {
    code: 'content.directive.placement',
    severity: 'error',
    en: 'Directive "::{{name}}" must stand on its own line at the top level, not inside a list, quote or table',
  },
  'directive-missing-attribute': {
    code: 'content.directive.missing-attribute',
    severity: 'error',
    en: 'Directive "::{{name}}" needs the attribute "{{attribute}}"',
  },
  'unknown-calculator': {
    code: 'content.calc.unknown-kind',
    severity: 'error',
    en: 'Unknown calculator kind "{{kind}}" (known: {{known}})',
  },
  'invalid-calculator-params': {
    code: 'content.calc.invalid-params',
    severity: 'error',
    en: 'Calculator "{{kind}}" rejects its parameters: {{problem}}',
  },
  'unknown-table': { code: 'content.table.unknown', severity: 'error', en: 'Unknown core table "{{id}}"' },
  'broken-rule-link': {
    code: 'content.link.unknown-rule',
    severity: 'error',
    en: 'Link to unknown rule ID "{{id}}"',
  },
  'broken-term-link': {
    code: 'content.link.unknown-term',
    severity: 'error',
    en: 'Link to unknown glossary term "{{id}}"',
  },
  'unsupported-link': {
    code: 'content.link.unsupported',
    severity: 'error',
    en: 'Link "{{url}}" is not allowed: link with rule:RuleId or term:TermId (no external links)',
  },
  'raw-html': { code: 'content.html.raw', severity: 'error', en: 'Raw HTML is not allowed: "{{html}}"' },
  'table-column-count': {
    code: 'content.table.column-count',
    severity: 'error',
    en: 'Table row has {{found}} cells but the header has {{expected}}',
  },
  // Reported by the content loader and checks.
  'front-matter-missing': {
    code: 'content.front-matter.missing',
    severity: 'error',
    en: 'The file has no front matter: start it with a "---" block holding id, title, order, chapter and source',
  },
  'front-matter-yaml': {
    code: 'content.front-matter.yaml',
    severity: 'error',
    en: 'The front matter is not valid YAML: {{problem}}',
  },
  'front-matter-schema': {
    code: 'content.front-matter.invalid',
    severity: 'error',
    en: 'Front matter field "{{field}}" is invalid: {{problem}}',
  },
  'unknown-source': {
    code: 'content.front-matter.unknown-source',
    severity: 'error',
    en: 'Source "{{source}}" is not listed in content/sources.yaml (known: {{known}})',
  },
  'front-matter-unknown-section': {
    code: 'content.front-matter.unknown-section',
    severity: 'error',
    en: 'Front matter "{{field}}" names section "{{id}}", which this file does not have',
  },
  'license-mismatch': {
    code: 'content.provenance.license-mismatch',
    severity: 'error',
    en: 'Section "{{id}}" is labelled {{source}} ({{license}}), but its English original comes from {{englishSource}} ({{englishLicense}}), which is not open-licensed: name a source that does not claim an open licence (in "sources:" or "source:")',
  },
  // Translation QA (check/translation-qa.ts).
  'qa-heading-level': {
    code: 'content.qa.heading-level',
    severity: 'error',
    en: 'Section "{{id}}" is a level {{found}} heading in {{locale}} but level {{expected}} in English: use the same number of #',
  },
  'qa-number-missing': {
    code: 'content.qa.number-missing',
    severity: 'error',
    en: 'Section "{{id}}" ({{locale}}) does not contain the number {{value}} that the English has: write it in digits, or declare the difference in content/qa-exceptions.yaml with a reason',
  },
  'qa-dice-missing': {
    code: 'content.qa.dice-missing',
    severity: 'error',
    en: 'Section "{{id}}" ({{locale}}) does not contain the dice expression {{value}} that the English has',
  },
  'qa-link-missing': {
    code: 'content.qa.link-missing',
    severity: 'error',
    en: 'Section "{{id}}" ({{locale}}) has no link to {{value}}, which the English links',
  },
  'qa-link-extra': {
    code: 'content.qa.link-extra',
    severity: 'error',
    en: 'Section "{{id}}" ({{locale}}) links to {{value}}, which the English section does not link',
  },
  'qa-directive-mismatch': {
    code: 'content.qa.directive-mismatch',
    severity: 'error',
    en: 'Section "{{id}}" ({{locale}}) has directives {{found}}; the English has {{expected}}: copy them unchanged',
  },
  'qa-list-count': {
    code: 'content.qa.list-count',
    severity: 'warning',
    en: 'Section "{{id}}" ({{locale}}) has {{found}} list items; the English has {{expected}}',
  },
  'qa-table-rows': {
    code: 'content.qa.table-rows',
    severity: 'warning',
    en: 'Section "{{id}}" ({{locale}}) has {{found}} table rows; the English has {{expected}}',
  },
  'qa-term-name': {
    code: 'content.qa.term-name',
    severity: 'warning',
    en: 'Section "{{id}}" ({{locale}}) does not use the glossary name "{{name}}" for the term {{term}} that the English uses',
  },
  // File bytes, Markdown the site cannot show, links outside the tree.
  'file-bom': {
    code: 'content.file.bom',
    severity: 'error',
    en: 'The file starts with a byte order mark (BOM): remove the byte order mark (save the file as UTF-8 without BOM)',
  },
  'file-nul': {
    code: 'content.file.nul',
    severity: 'error',
    en: 'The file contains a NUL byte: remove it (the file may be damaged or not text)',
  },
  'file-invalid-utf8': {
    code: 'content.file.invalid-utf8',
    severity: 'error',
    en: 'Byte {{byte}} is not valid UTF-8: save the file as UTF-8',
  },
  'image-remote': {
    code: 'content.image.remote',
    severity: 'error',
    en: 'Image "{{url}}" is on another host: every reader\'s browser would call it; use a local file under content/ or no image',
  },
  'image-missing': {
    code: 'content.image.missing',
    severity: 'error',
    en: 'Image "{{url}}" does not exist (the path is relative to this file)',
  },
  'image-outside': {
    code: 'content.image.outside',
    severity: 'error',
    en: 'Image "{{url}}" is not under content/: images must be files inside content/, named relative to this file',
  },
  footnote: {
    code: 'content.markdown.footnote',
    severity: 'error',
    en: 'Footnote "{{label}}": footnotes are not supported; write the note into the text',
  },
  'directive-unclosed': {
    code: 'content.directive.unclosed',
    severity: 'error',
    en: 'Directive "::{{name}}{" is never closed: end its attributes with "}" on the same line',
  },
  'directive-malformed': {
    code: 'content.directive.malformed',
    severity: 'error',
    en: 'Line "{{text}}" starts like a directive but is not one, so it would show as text: write ::{{name}}{attribute="value"} alone on its line, nothing after "}"',
  },
  'calc-preset-fails': {
    code: 'content.calc.preset-fails',
    severity: 'error',
    en: 'Calculator "{{kind}}" preset fails when computed: {{problem}}',
  },
  'symlink-outside': {
    code: 'content.file.symlink-outside',
    severity: 'error',
    en: '"{{path}}" is a symbolic link to outside content/: content files and folders must be real files inside content/',
  },
  'symlink-loop': {
    code: 'content.file.symlink-loop',
    severity: 'error',
    en: '"{{path}}" is a symbolic link back into a folder it is in (a loop): remove it',
  },
  'symlink-broken': {
    code: 'content.file.symlink-broken',
    severity: 'error',
    en: '"{{path}}" is a symbolic link to nothing: remove it or make it a real file',
  },
  'file-unreadable': {
    code: 'content.file.unreadable',
    severity: 'error',
    en: '"{{path}}" cannot be read ({{problem}}): content files must be readable regular files',
  },
  'file-name-mismatch': {
    code: 'content.file.name-mismatch',
    severity: 'error',
    en: 'File name "{{name}}" does not match the front matter id "{{id}}": name the file {{id}}.md',
  },
  'chapter-mismatch': {
    code: 'content.file.chapter-mismatch',
    severity: 'error',
    en: 'Front matter chapter "{{chapter}}" does not match the folder "{{folder}}"',
  },
  'misplaced-file': {
    code: 'content.file.misplaced',
    severity: 'error',
    en: 'Content files belong in content/<locale>/<chapter>/<ID>.md or content/playtest/<ID>.md',
  },
  'duplicate-id': {
    code: 'content.id.duplicate',
    severity: 'error',
    en: 'ID "{{id}}" is already used at {{other}}',
  },
  'id-not-in-english': {
    code: 'content.id.not-in-english',
    severity: 'error',
    en: 'ID "{{id}}" does not exist in English: fix the ID, or declare it in content/translation-only.yaml',
  },
  'heading-not-top-level': {
    code: 'content.heading.not-top-level',
    severity: 'error',
    en: 'Heading "{{text}}" is inside a quote or list: headings must start a line at the top level',
  },
  'missing-translation': {
    code: 'content.translation.missing',
    severity: 'warning',
    en: 'Section "{{id}}" has no {{locale}} translation (English is shown)',
  },
  'missing-translation-page': {
    code: 'content.translation.missing-page',
    severity: 'warning',
    en: 'Page "{{id}}" has no {{locale}} file: {{count}} section(s) shown in English',
  },
  'stale-translation': {
    code: 'content.translation.stale',
    severity: 'warning',
    en: 'Section "{{id}}" was translated from an older English text (recorded {{recorded}}, now {{current}}): update it, then run "pnpm content stamp {{locale}} {{id}}"',
  },
  'untranslated-text': {
    code: 'content.translation.untranslated-text',
    severity: 'warning',
    en: 'Section "{{id}}" has {{count}} paragraph(s) in English in the {{locale}} text',
  },
} as const satisfies Record<string, MessageEntry>;

export type ContentRuleId = keyof typeof CONTENT_MESSAGES;
