/**
 * Terminology the glossary settled, in the UI strings (i18n's resources; their files read only to
 * name a line) and chapter references: strings-term-avoided (error: a th/zh string writes a term's
 * `avoid` form); strings-term-name (error: the English of a string names a settled concept, an
 * interface term or a glossary term (settled-names.ts), and the th/zh string does not hold its
 * settled name, whatever other word it uses); printed-chapter (error: "บทที่ 7", "第 6 章", "chapter 7": the site has no
 * numbered chapters, so link the rule page or name the chapter).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findAvoidedForms, NAMESPACES, type ResourceSet, resources, termName } from '@polyhedral/i18n';
import { type Diagnostic, type DiagnosticParams, inFile, makeDiagnostic } from '../findings/diagnostic.ts';
import { REPO_ROOT } from '../loader/content-root.ts';
import { type ContentModel, TRANSLATED_LOCALES, type TranslatedLocale } from '../model/types.ts';
import { printedChapterFindings } from './printed-chapter-findings.ts';
import { holdsSettledName, settledNamesFor } from './settled-names.ts';

export interface StringFiles {
  /** The file of a namespace's strings, relative to the content root (as findings name it). */
  file(locale: string, namespace: string): string;
  /** 1-based line of a key in that file (1 when it cannot be read). */
  line(locale: string, namespace: string, key: string): number;
}

/** packages/i18n/src/resources/<locale>/<namespace>.json of this repository. */
export function repositoryStringFiles(contentRoot: string): StringFiles {
  const cache = new Map<string, string[]>();
  const absolute = (locale: string, namespace: string) =>
    path.join(REPO_ROOT, 'packages/i18n/src/resources', locale, `${namespace}.json`);
  return {
    file: (locale, namespace) =>
      path.relative(contentRoot, absolute(locale, namespace)).split(path.sep).join('/'),
    line(locale, namespace, key) {
      const where = absolute(locale, namespace);
      let lines = cache.get(where);
      if (!lines) {
        try {
          lines = readFileSync(where, 'utf8').split('\n');
        } catch {
          lines = [];
        }
        cache.set(where, lines);
      }
      const index = lines.findIndex((text) => text.trimStart().startsWith(`${JSON.stringify(key)}:`));
      return index + 1 || 1;
    },
  };
}

/** A UI string's finding before it is placed in a file: which string, which message, its params. */
interface StringFinding {
  locale: TranslatedLocale;
  namespace: string;
  key: string;
  code: 'content.strings.term-avoided' | 'content.text.printed-chapter' | 'content.strings.term-name';
  params: DiagnosticParams;
}

/**
 * The findings of each resource set, worked out once per set: i18n's resources are module
 * constants, and every `content check` (and every import's check in a test run) asked for them
 * again. A set is read once: to check changed strings, change a copy (structuredClone).
 */
const findingsOfSet = new WeakMap<ResourceSet, readonly StringFinding[]>();

function stringFindings(set: ResourceSet): StringFinding[] {
  const findings: StringFinding[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    for (const namespace of NAMESPACES) {
      const english = set.en[namespace] ?? {};
      const local = set[locale][namespace] ?? {};
      for (const [key, text] of Object.entries(local)) {
        const found = (code: StringFinding['code'], params: StringFinding['params']) =>
          findings.push({ locale, namespace, key, code, params });
        for (const { form, term } of findAvoidedForms(text, locale)) {
          found('content.strings.term-avoided', {
            key,
            locale,
            form,
            term,
            name: termName(term, locale) ?? term,
          });
        }
        for (const { params } of printedChapterFindings(text, locale)) {
          found('content.text.printed-chapter', params);
        }
        const source = english[key];
        if (!source) continue;
        for (const settled of settledNamesFor(source, locale, key)) {
          if (holdsSettledName(text, settled)) continue;
          found('content.strings.term-name', { key, locale, term: settled.term, name: settled.name });
        }
      }
    }
  }
  return findings;
}

/** Findings in the Thai and Chinese UI strings. */
export function checkUiStrings(files: StringFiles, set: ResourceSet = resources): Diagnostic[] {
  let findings = findingsOfSet.get(set);
  if (!findings) {
    findings = stringFindings(set);
    findingsOfSet.set(set, findings);
  }
  return findings.map(({ locale, namespace, key, code, params }) =>
    makeDiagnostic(
      code,
      files.file(locale, namespace),
      { line: files.line(locale, namespace, key), column: 1 },
      { ...params },
    ),
  );
}

/** Printed-book chapter numbers in the Thai and Chinese content (the body keeps the file's lines). */
export function checkPrintedChapters(model: ContentModel): Diagnostic[] {
  return model.files.flatMap((file) =>
    printedChapterFindings(file.body, file.collection).map((finding) => inFile(finding, file.file)),
  );
}
