/**
 * The project's own code figures of a tree (scripts/code-figures.ts prints them): lines by
 * workspace, hand-written namespace lists, static servers, regex walks of HTML, message shapes and
 * test support left in src. What each counts is written in its own module (source-files.ts,
 * namespace-lists.ts, html-regex.ts, servers-and-messages.ts, test-only-modules.ts, folder-pairs.ts). Function and
 * file sizes and dead exports are no figures: `pnpm lint` holds them (Biome's
 * noExcessiveLinesPerFunction / noExcessiveLinesPerFile, knip).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { folderPairs, isParentAndChild } from './folder-pairs.ts';
import { type HtmlRegex, htmlRegexes } from './html-regex.ts';
import { type NamespaceList, namespaceLists } from './namespace-lists.ts';
import { parseSource } from './parse-source.ts';
import {
  isStaticServer,
  messageKeyUses,
  type PrefixDispatch,
  prefixDispatches,
} from './servers-and-messages.ts';
import { readSourceFiles } from './source-files.ts';
import { testOnlyModules } from './test-only-modules.ts';

export interface WorkspaceLines {
  workspace: string;
  files: number;
  sourceLines: number;
  testLines: number;
}

export interface CodeFigures {
  sourceFiles: number;
  sourceLines: number;
  testFiles: number;
  testLines: number;
  byWorkspace: WorkspaceLines[];
  namespaceLists: NamespaceList[];
  staticServers: string[];
  htmlRegexes: HtmlRegex[];
  messageKeyUses: { uses: number; files: number };
  /** Modules under a src/ folder that only tests use (test-only-modules.ts). */
  testSupportInSrc: string[];
  prefixDispatches: PrefixDispatch[];
  /** Folders whose source files import each other (folder-pairs.ts). */
  folderPairs: string[];
}

const ENGLISH_RESOURCES = 'packages/i18n/src/resources/en';

/** The namespace names: the English resource files of @polyhedral/i18n. */
function namespacesOf(root: string): string[] {
  try {
    return readdirSync(path.join(root, ENGLISH_RESOURCES))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  } catch {
    return [];
  }
}

/** The first segment of every English message key (`workbench` of `workbench.refused.x`). */
function keyRootsOf(root: string, namespaces: readonly string[]): Set<string> {
  const roots = new Set<string>();
  for (const name of namespaces) {
    const file = path.join(root, ENGLISH_RESOURCES, `${name}.json`);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const key of Object.keys(messages)) roots.add(key.split('.')[0]!);
  }
  return roots;
}

export function collectFigures(root: string): CodeFigures {
  const files = readSourceFiles(root);
  const namespaces = namespacesOf(root);
  const keyRoots = keyRootsOf(root, namespaces);
  const source = files.filter((file) => !file.test);
  const tests = files.filter((file) => file.test);

  const workspaces = new Map<string, WorkspaceLines>();
  for (const file of files) {
    const entry = workspaces.get(file.workspace) ?? {
      workspace: file.workspace,
      files: 0,
      sourceLines: 0,
      testLines: 0,
    };
    entry.files += 1;
    if (file.test) entry.testLines += file.lines;
    else entry.sourceLines += file.lines;
    workspaces.set(file.workspace, entry);
  }

  const lists: NamespaceList[] = [];
  const regexes: HtmlRegex[] = [];
  const dispatches: PrefixDispatch[] = [];
  let messageKeyCount = 0;
  let messageKeyFiles = 0;
  for (const file of source) {
    const parsed = parseSource(file.path, file.text);
    if (parsed) {
      lists.push(...namespaceLists(parsed, namespaces));
      regexes.push(...htmlRegexes(parsed));
      dispatches.push(...prefixDispatches(parsed, keyRoots));
    }
    const uses = messageKeyUses(file.text, parsed);
    messageKeyCount += uses;
    if (uses > 0) messageKeyFiles += 1;
  }

  return {
    sourceFiles: source.length,
    sourceLines: source.reduce((sum, file) => sum + file.lines, 0),
    testFiles: tests.length,
    testLines: tests.reduce((sum, file) => sum + file.lines, 0),
    byWorkspace: [...workspaces.values()].sort((a, b) => b.sourceLines - a.sourceLines),
    namespaceLists: lists,
    staticServers: files.filter((file) => isStaticServer(file.text)).map((file) => file.path),
    htmlRegexes: regexes,
    messageKeyUses: { uses: messageKeyCount, files: messageKeyFiles },
    prefixDispatches: dispatches,
    testSupportInSrc: testOnlyModules(root, files),
    folderPairs: folderPairs(files),
  };
}

export function formatFigures(figures: CodeFigures): string[] {
  const lines: string[] = [];
  const section = (title: string) => lines.push('', title);
  lines.push(
    `Lines: ${figures.sourceLines} source in ${figures.sourceFiles} files; ${figures.testLines} test in ${figures.testFiles} files`,
  );
  section('Source lines by workspace (source / test, files)');
  for (const w of figures.byWorkspace) {
    lines.push(
      `  ${String(w.sourceLines).padStart(7)} / ${String(w.testLines).padStart(6)}  ${w.workspace} (${w.files})`,
    );
  }
  section(`Places that list i18n namespaces by hand: ${figures.namespaceLists.length}`);
  for (const place of figures.namespaceLists)
    lines.push(`  ${place.file}:${place.line} (${place.names} namespaces)`);
  section(`Static servers: ${figures.staticServers.length}`);
  for (const file of figures.staticServers) lines.push(`  ${file}`);
  const regexFiles = new Set(figures.htmlRegexes.map((r) => r.file));
  section(`Regex walks of HTML in source: ${figures.htmlRegexes.length} in ${regexFiles.size} files`);
  for (const r of figures.htmlRegexes) lines.push(`  ${r.file}:${r.line}  /${r.pattern}/`);
  section('Message shapes');
  lines.push(`  messageKey: ${figures.messageKeyUses.uses} uses in ${figures.messageKeyUses.files} files`);
  lines.push(`  prefix dispatches: ${figures.prefixDispatches.length}`);
  for (const d of figures.prefixDispatches) lines.push(`    ${d.file}:${d.line} ${d.name}`);
  section(`Test support in src (modules under src/ that only tests use): ${figures.testSupportInSrc.length}`);
  for (const file of figures.testSupportInSrc) lines.push(`  ${file}`);
  const siblings = figures.folderPairs.filter((pair) => !isParentAndChild(pair));
  section(
    `Folder pairs importing each other: ${siblings.length} (and ${figures.folderPairs.length - siblings.length} a folder and its sub-folder)`,
  );
  for (const pair of siblings) lines.push(`  ${pair}`);
  return lines;
}
