/**
 * One-time, re-runnable importer for the English rules text (SRD 5.2).
 *
 * Sources (../shared relative to the repo root):
 * - seeds/002_33cd870047f90d12.txt: SRD 5.2 "Playing the Game", "Character Creation" and
 *   "Level Advancement" as markdown (the main text).
 * - seeds/003_27b57a568af35dac.txt: wiki scrape, used only to repair truncated sentences in 002.
 * - seeds/000_0387b7377b384555.txt: the Thai file, whose untranslated English part carries the
 *   sections 002 lacks (Conditions, its two sub-sections, and the Marching Order sidebar).
 * - inventory/sections.tsv: section IDs, levels, kinds and line references.
 *
 * Output: content/en/<chapter>/<ID>.md, one file per chapter H1 and per level-2 section
 * (conventions in docs/DECISIONS.md "Content").
 *
 * Run from the repo root: `pnpm exec tsx content/scripts/import-en.ts`
 * Every text fix asserts that it matches exactly as often as expected, so a changed seed makes the
 * script fail instead of silently producing different text.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALCULATOR_PLACEMENT, NUMERIC_TABLES } from './import-conventions.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const shared = resolve(repoRoot, '../shared');
const outRoot = resolve(repoRoot, 'content/en');

const SOURCE_KEY = 'srd-5.2';

/** Rows taken from the English text inside the Thai seed (002 has no such section). */
const FROM_THAI_ENGLISH = new Set([
  'MarchingOrder',
  'Conditions',
  'ConditionDuration',
  'ConditionsDontStack',
]);
const THAI_ENGLISH_TITLES: Record<string, string> = {
  MarchingOrder: 'Marching Order',
  Conditions: 'Conditions',
  ConditionDuration: 'Duration',
  ConditionsDontStack: 'Conditions Don’t Stack',
};

/**
 * Quoted cross-references in 002 that name one of our own sections become rule links. The chapter
 * names (“Playing the Game”, “Character Creation”) stay quoted text: their pages hold no text of
 * their own in 002.
 */
const QUOTED_SECTION_LINKS: Record<string, string> = {
  Combat: 'Combat',
  Proficiency: 'Proficiency',
  Actions: 'Actions',
  'Stabilizing a Character': 'StabilizingaCharacter',
  'Movement and Position': 'MovementandPosition',
  'Damage and Healing': 'DamageandHealing',
  'D20 Tests': 'D20Tests',
};

interface SectionRow {
  order: number;
  id: string;
  level: number;
  kind: string;
  title002: string;
  in002: boolean;
  line002: number | null;
  lineTh: number | null;
}

interface TextFix {
  /** data_quality.md item this fix answers */
  item: string;
  from: string | RegExp;
  to: string;
  count: number;
}

/** Repairs applied to the joined body text of one section (keyed by section ID). */
const FIXES: Record<string, TextFix[]> = {
  ExceptionsSupersedeGeneralRules: [
    // C8: the sentence is cut before its period; 003 line 12 ends "...the general rule."
    {
      item: 'C8',
      from: /disagrees with the general rule$/m,
      to: 'disagrees with the general rule.',
      count: 1,
    },
  ],
  AbilityDescriptions: [
    // C8: "Confidence, poise, and char"; 003 line 33 has "charm".
    { item: 'C8', from: 'Confidence, poise, and char |', to: 'Confidence, poise, and charm |', count: 1 },
  ],
  RoundDown: [
    // C8: 003 line 51 ends "...tell you to round up."
    { item: 'C8', from: /tell you to round up$/m, to: 'tell you to round up.', count: 1 },
  ],
  Actions: [
    // C10: straight quotes and "Action table" where the caption is "Actions".
    { item: 'C10', from: 'The Action table', to: 'The Actions table', count: 1 },
    { item: 'C10', from: '"Rules Glossary"', to: '“Rules Glossary”', count: 1 },
  ],
  Vehicles: [{ item: 'C10', from: '"Equipment"', to: '“Equipment”', count: 1 }],
  AdventuringEquipment: [{ item: 'C10', from: 'the“Tools”', to: 'the “Tools”', count: 1 }],
  // C10 "Dexterity modifier  + Proficiency" (FillInNumbers): paragraph joining collapses double spaces.
  YourTurn: [
    // C9: run-in heading written as plain text.
    {
      item: 'C9',
      from: /^Doing Nothing on Your Turn\. /m,
      to: '***Doing Nothing on Your Turn.*** ',
      count: 1,
    },
  ],
  OpportunityAttacks: [
    {
      item: 'C9',
      from: /^Avoiding Opportunity Attacks\. /m,
      to: '***Avoiding Opportunity Attacks.*** ',
      count: 1,
    },
    {
      item: 'C9',
      from: /^Making an Opportunity Attack\. /m,
      to: '***Making an Opportunity Attack.*** ',
      count: 1,
    },
  ],
  RareLanguages: [
    // C11: the Primordial footnote belongs to the Rare Languages table; the core table carries it
    // as its note, so the footnote line after the table is not repeated in the text.
    { item: 'C11', from: /\n\n\*Primordial includes[^\n]*$/, to: '', count: 1 },
  ],
};

function readSeed(name: string): string[] {
  return readFileSync(resolve(shared, 'seeds', name), 'utf8').split('\n');
}

function readSections(): SectionRow[] {
  const lines = readFileSync(resolve(shared, 'inventory/sections.tsv'), 'utf8').trimEnd().split('\n');
  const header = (lines[0] ?? '').split('\t');
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`sections.tsv: no column ${name}`);
    return i;
  };
  const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : null);
  return lines.slice(1).map((line, i) => {
    const all = line.split('\t');
    const f = (n: number): string => all[n] ?? '';
    return {
      order: i + 1,
      id: f(col('id')),
      level: Number(f(col('level'))),
      kind: f(col('kind')),
      title002: f(col('en_title_002')),
      in002: f(col('in_002')) === 'yes',
      line002: num(f(col('line_002'))),
      lineTh: num(f(col('line_th'))),
    };
  });
}

/** Raw body lines of every 002 section, keyed by ID (sidebars: the blockquote without `>`). */
function bodiesFrom002(rows: SectionRow[], seed: string[]): Map<string, string[]> {
  const starts = rows
    .filter((r) => r.in002 && r.line002 !== null && r.id !== 'SystemReferenceDocument')
    .map((r) => ({ id: r.id, kind: r.kind, line: r.line002 as number }))
    .sort((a, b) => a.line - b.line);
  const bodies = new Map<string, string[]>();
  for (const [i, start] of starts.entries()) {
    const headingLine = seed[start.line - 1] ?? '';
    if (!/^(> )?#{1,5} /.test(headingLine))
      throw new Error(`002:${start.line} is not a heading: ${headingLine}`);
    const next = starts[i + 1];
    const end = next ? next.line - 1 : seed.length;
    let body = seed.slice(start.line, end);
    if (start.kind === 'sidebar') {
      const inQuote = body.findIndex((l) => !l.startsWith('>'));
      const rest = inQuote < 0 ? [] : body.slice(inQuote);
      if (rest.some((l) => l.trim() !== ''))
        throw new Error(`text after sidebar ${start.id} before the next heading`);
      body = (inQuote < 0 ? body : body.slice(0, inQuote)).map((l) => l.replace(/^> ?/, ''));
    }
    bodies.set(start.id, body);
  }
  return bodies;
}

/** Body lines of the four rows taken from the English part of the Thai seed. */
function bodiesFromThai(rows: SectionRow[], seed: string[]): Map<string, string[]> {
  const bodies = new Map<string, string[]>();
  const spans: Record<string, [number, number]> = {
    // Marching Order: bare line 575, text 577, next heading "#### Travel Pace" at 579.
    MarchingOrder: [576, 578],
    // Conditions 944 -> Duration 966 -> Conditions Don't Stack 970 -> end of file 972.
    Conditions: [945, 965],
    ConditionDuration: [967, 969],
    ConditionsDontStack: [971, 972],
  };
  for (const id of FROM_THAI_ENGLISH) {
    const row = rows.find((r) => r.id === id);
    const heading = row?.lineTh ? (seed[row.lineTh - 1] ?? '') : '';
    const title = THAI_ENGLISH_TITLES[id] ?? id;
    if (!heading.includes(title)) throw new Error(`000:${row?.lineTh} is not "${id}": ${heading}`);
    const span = spans[id];
    if (!span) throw new Error(`no span for ${id}`);
    const [from, to] = span;
    bodies.set(id, seed.slice(from, to));
  }
  return bodies;
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/** Re-writes a GFM table compactly (no padding, plain `---` separators). */
function normalizeTable(lines: string[]): string {
  const [head, , ...rows] = lines;
  const cells = tableCells(head ?? '');
  const out = [`| ${cells.join(' | ')} |`, `| ${cells.map(() => '---').join(' | ')} |`];
  for (const row of rows) {
    const c = tableCells(row);
    if (c.length !== cells.length)
      throw new Error(`table row has ${c.length} cells, header ${cells.length}: ${row}`);
    out.push(`| ${c.join(' | ')} |`);
  }
  return out.join('\n');
}

/** Markdown links in the Thai seed: glossary anchors become term links, the rest plain text. */
function rewriteThaiLinks(text: string): string {
  return text.replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_m, label: string, href: string) => {
    const glossary = /\/free-rules\/rules-glossary\/?#([A-Za-z0-9]+)$/.exec(href);
    if (glossary) return `[${label}](term:${glossary[1]})`;
    return label;
  });
}

function rewriteQuotedReferences(text: string): string {
  return text.replace(/“([^”]+?)([.,]?)”/g, (whole, name: string, punct: string) => {
    const id = QUOTED_SECTION_LINKS[name];
    return id ? `[${name}](rule:${id})${punct}` : whole;
  });
}

/** Turns raw source lines into clean Markdown blocks. */
function convertBody(id: string, raw: string[]): string {
  const lines = raw.map((l) => l.replace(/\u00a0/g, ' '));
  const blocks: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (current.length) blocks.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length) blocks.push(current);

  const out: string[] = [];
  for (const block of blocks) {
    const first = block[0] ?? '';
    if (first.trimStart().startsWith('|')) {
      if (NUMERIC_TABLES.has(id)) out.push(`::table{id="${id}"}`);
      else out.push(normalizeTable(block.map((l) => l.trim())));
      continue;
    }
    if (/^(\d+\.|-) /.test(first)) {
      // Lists: one item per line in the sources; nested items are indented.
      out.push(
        block
          .map((l) => l.trimEnd())
          .map((l) => l.replace(/^ {4}- /, '   - '))
          .join('\n'),
      );
      continue;
    }
    const hardBreakList =
      block.length > 1 &&
      block.slice(0, -1).every((l) => / {2,}$/.test(l)) &&
      block.every((l) => l.trim().length < 40);
    if (hardBreakList) {
      // C7: lists written as lines with two trailing spaces (senses, hazards) become bullets.
      out.push(block.map((l) => `- ${l.trim()}`).join('\n'));
      continue;
    }
    out.push(
      block
        .map((l) => l.trim())
        .join(' ')
        .replace(/ {2,}/g, ' '),
    );
  }
  let text = out.join('\n\n');
  for (const fix of FIXES[id] ?? []) {
    const matches =
      typeof fix.from === 'string'
        ? text.split(fix.from).length - 1
        : (text.match(new RegExp(fix.from, 'gm')) ?? []).length;
    if (matches !== fix.count)
      throw new Error(`fix ${fix.item} in ${id}: expected ${fix.count} match(es), got ${matches}`);
    text = typeof fix.from === 'string' ? text.split(fix.from).join(fix.to) : text.replace(fix.from, fix.to);
  }
  text = rewriteThaiLinks(text);
  text = rewriteQuotedReferences(text);
  if (CALCULATOR_PLACEMENT[id]) text = `${text}\n\n::calc{kind="${CALCULATOR_PLACEMENT[id]}"}`.trimStart();
  return text;
}

function chapterOf(rows: SectionRow[], row: SectionRow): string {
  const cc = rows.find((r) => r.id === 'CharacterCreation');
  if (!cc) throw new Error('no CharacterCreation row');
  return row.order < cc.order ? 'playing-the-game' : 'character-creation';
}

function yamlString(s: string): string {
  return /^[A-Za-z0-9 ’]+$/.test(s) ? s : JSON.stringify(s);
}

function main(): void {
  const rows = readSections();
  const bodies = new Map([
    ...bodiesFrom002(rows, readSeed('002_33cd870047f90d12.txt')),
    ...bodiesFromThai(rows, readSeed('000_0387b7377b384555.txt')),
  ]);
  const enRows = rows.filter((r) => bodies.has(r.id));

  interface Page {
    row: SectionRow;
    parts: string[];
  }
  const pages: Page[] = [];
  let page: Page | null = null;
  let sectionDepth = 1;
  for (const row of enRows) {
    const body = convertBody(row.id, bodies.get(row.id) ?? []);
    const title = row.in002 ? row.title002 : (THAI_ENGLISH_TITLES[row.id] ?? row.id);
    if (row.level <= 2) {
      page = { row, parts: body ? [body] : [] };
      pages.push(page);
      sectionDepth = 1;
      continue;
    }
    if (!page) throw new Error(`${row.id} before any page`);
    let depth: number;
    if (row.level === 5) depth = Math.min(sectionDepth + 1, 6);
    else {
      depth = row.level - page.row.level + 1;
      sectionDepth = depth;
    }
    page.parts.push(`${'#'.repeat(depth)} ${title} {#${row.id}}`);
    if (body) page.parts.push(body);
  }

  rmSync(outRoot, { recursive: true, force: true });
  for (const p of pages) {
    const chapter = chapterOf(rows, p.row);
    const title = p.row.in002 ? p.row.title002 : (THAI_ENGLISH_TITLES[p.row.id] ?? p.row.id);
    const front = [
      '---',
      `id: ${p.row.id}`,
      `title: ${yamlString(title)}`,
      `order: ${p.row.order}`,
      `chapter: ${chapter}`,
      `source: ${SOURCE_KEY}`,
      '---',
    ].join('\n');
    const body = p.parts.join('\n\n');
    const file = resolve(outRoot, chapter, `${p.row.id}.md`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body ? `${front}\n\n${body}\n` : `${front}\n`);
  }
  console.log(`wrote ${pages.length} files, ${enRows.length} sections`);
}

main();
