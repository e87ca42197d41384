/**
 * One-time, re-runnable importer for the Thai rules text.
 *
 * Source: ../shared/seeds/000_0387b7377b384555.txt (Thai translation of "Playing the Game", kramdown
 * `{#ID}` anchors, about half still English). Only the sections that the seed actually translates
 * (sections.tsv `th_body_lang` = Thai) are written; English-only sections fall back to `content/en`.
 *
 * Output: content/th/playing-the-game/<ID>.md (one file per chapter H1 / level-2 section) and
 * content/REVIEW-th.md (fixes applied + items for a native reviewer).
 *
 * Run from the repo root: `pnpm exec tsx content/scripts/import-th.ts`
 * Every text fix below asserts how often it matches, so a changed seed makes the script fail
 * instead of silently producing different text.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALCULATOR_PLACEMENT, NUMERIC_TABLES } from './import-conventions.ts';

const SEED_FILE = '000_0387b7377b384555.txt';
const CHAPTER = 'playing-the-game';
const SOURCE_KEY = 'srd-5.2-th';

/** Level-2 pages that exist only in the translations (no English counterpart). */
const TRANSLATION_ONLY_PAGES = new Set(['PlayerorDM', 'AnOngoingGame', 'Dice']);

type FixKind = 'typo' | 'spelling' | 'mixed-language' | 'term' | 'meaning';

interface TextFix {
  kind: FixKind;
  from: RegExp;
  to: string;
  /** exact number of matches expected in the Thai part of the seed */
  count: number;
  note: string;
  /** how the source text is shown in REVIEW-th.md */
  shown: string;
}

const fix = (
  kind: FixKind,
  from: string | RegExp,
  to: string,
  count: number,
  note: string,
  shown = typeof from === 'string' ? from : from.source,
): TextFix => ({
  kind,
  from: typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : from,
  to,
  count,
  note,
  shown,
});

const TEXT_FIXES: TextFix[] = [
  // data_quality.md B11 (typos)
  fix('typo', 'อ่างบทนี้', 'อ่านบทนี้', 1, 'B11'),
  fix('typo', 'ผู้เช่น', 'ผู้เล่น', 1, 'B11'),
  fix('typo', 'ลูกเต๋าเนื้อเนื้อเรื่อง', 'ลูกเต๋าในเนื้อเรื่อง', 1, 'B11: doubled word; "ใน" restored'),
  fix('typo', 'ของให้ทอยโจมตี', 'ขอให้ทอยโจมตี', 1, 'B11'),
  fix('typo', /^\u0E48(?=ตาราง)/g, '', 1, 'B11: stray leading tone mark', '่ตาราง (line start)'),
  fix('typo', /(?<!เ)กี่ยวกับ/g, 'เกี่ยวกับ', 1, 'B11', 'กี่ยวกับ'),
  fix('typo', 'มติอื่น', 'มิติอื่น', 1, 'B11'),
  fix('typo', 'ฟืช', 'พืช', 1, 'B11'),
  fix('typo', 'ความเชี่ยวขาญ', 'ความเชี่ยวชาญ', 1, 'B11'),
  fix('typo', 'หลักจากที่', 'หลังจากที่', 1, 'B11'),
  fix('typo', 'บุคลิคลักษณะ', 'บุคลิกลักษณะ', 1, 'B11'),
  fix('typo', 'ผลลัพท์', 'ผลลัพธ์', 4, 'B11'),
  fix('typo', 'คอลัมภ์', 'คอลัมน์', 2, 'B11'),
  fix('typo', 'ความสมดุลย์', 'ความสมดุล', 1, 'B11'),
  fix('typo', 'สถานะการณ์', 'สถานการณ์', 1, 'B11'),
  fix('spelling', /ซี่รี่ส์|ซีรี่ส์/g, 'ซีรีส์', 2, 'B11: two spellings; Royal Institute form', 'ซี่รี่ส์, ซีรี่ส์'),
  fix('spelling', 'กฏ', 'กฎ', 42, 'B11: กฏ vs กฎ; dictionary form กฎ'),
  fix('spelling', 'เปอร์เซนต์', 'เปอร์เซ็นต์', 3, 'B11: two spellings; dictionary form'),
  fix('spelling', 'สังเกตุ', 'สังเกต', 5, 'B11: nonstandard; dictionary form'),
  fix('spelling', 'เวทย์มนต์', 'เวทมนตร์', 9, 'B11: nonstandard; dictionary form'),
  // further obvious typos found while importing
  fix('typo', 'ศักดิสิทธิ์', 'ศักดิ์สิทธิ์', 1, 'missing thanthakhat'),
  fix('typo', 'พิศดาร', 'พิสดาร', 1, 'dictionary form'),
  fix('typo', 'ลูกเต๋าสิบ หน้า', 'ลูกเต๋าสิบหน้า', 1, 'stray space inside a word'),
  fix('typo', /(?<=[\u0E01-\u0E4E])ๆ/g, ' ๆ', 2, 'space before mai yamok', 'อื่นๆ, ต่างๆ'),
  fix('typo', 'หากคุณหลายอย่างให้เลือกใช้', 'หากคุณมีหลายอย่างให้เลือกใช้', 1, 'missing verb "มี"'),
  // data_quality.md B2 (English inside Thai text)
  fix('mixed-language', 'ตัวอย่าง Uses', 'ตัวอย่างการใช้งาน', 1, 'B2: Skills table header'),
  fix('mixed-language', ', or [การรู้ศาสนา', ', หรือ [การรู้ศาสนา', 1, 'B2: Study action row'),
  fix('mixed-language', 'คาด Dungeon Master มักจะ', 'คาด ดันเจียนมาสเตอร์มักจะ', 1, 'B2: sidebar text'),
  // term consistency (majority form of the seed)
  fix('term', 'การทดสอบ D20', 'การทอยทดสอบ D20', 2, 'D20 Test: 13 x การทอยทดสอบ D20 vs 2'),
  fix('term', 'การทดสอบความสามารถ', 'การทอยทดสอบความสามารถ', 8, 'ability check: 12 x การทอยทดสอบ vs 8'),
  fix('term', 'การตรวจสอบความสามารถ', 'การทอยทดสอบความสามารถ', 1, 'ability check: third variant'),
  fix(
    'term',
    /(?<!ค่า)โบนัสความเชี่ยวชาญ/g,
    'ค่าโบนัสความเชี่ยวชาญ',
    4,
    'Proficiency Bonus: 24 x ค่าโบนัส vs 4',
    'โบนัสความเชี่ยวชาญ (without ค่า)',
  ),
  fix('term', 'ความได้เปรียบ (Advantage)', 'การได้เปรียบ (Advantage)', 1, 'Advantage: การ- 2+2 vs ความ- 1+1'),
  fix('term', 'ความเสียเปรียบ (Disadvantage)', 'การเสียเปรียบ (Disadvantage)', 1, 'Disadvantage: as Advantage'),
  fix('term', 'การโจมตีโดยสบโอกาส', 'การโจมตีเมื่อสบโอกาส', 1, 'Opportunity Attack: 1 vs 1, chose เมื่อ'),
  fix('term', 'การโน้มน้าวชักชวน (Persuasion)', 'การโน้มน้าว (Persuasion)', 1, 'Persuasion: 2 vs 1'),
  fix('term', '[ประวัติศาสตร์ (History)]', '[การรู้ประวัติศาสตร์ (History)]', 1, 'History: Skills-table form'),
  fix('term', 'ทักษะ[กรีฑา (Athletics)]', 'ทักษะ [การกรีฑา (Athletics)]', 1, 'Athletics: 2 x การกรีฑา vs 1'),
  // data_quality.md B12 (meaning differs from SRD 5.2); wording to be confirmed by the reviewer
  fix('meaning', 'พฤติกรรมของสัตว์ป่า', 'พฤติกรรมของสิ่งมีชีวิต', 1, 'B12: "creatures’ behavior"'),
  fix('meaning', 'ในการควบคุมสัตว์', 'เพื่อเปลี่ยนทัศนคติของสิ่งมีชีวิต', 1, 'B12: "to alter a creature’s attitude"'),
  fix('meaning', 'และทอยได้เท่านั้น', 'และทอยได้ค่าเดียวกันนั้น', 1, 'B12: "roll those numbers"'),
  fix('meaning', 'ขอทาน', 'หัวขโมย', 1, 'B12: "burglar"'),
  fix('meaning', 'ไม่แตกต่าง (Indifferent)', 'เฉยเมย (Indifferent)', 1, 'B12: "Indifferent" attitude'),
];

/** Items a native reviewer should decide (not changed by the importer). Line = line in the seed. */
const REVIEW_ITEMS: { line: string; text: string; suggestion: string }[] = [
  {
    line: '89',
    text: 'รูปภาพในหน้านี้จะแสดงว่าลูกเต๋าแต่ละแบบหน้าตาเป็นอย่างไร',
    suggestion: 'The site page has no dice picture: drop the sentence or add an image.',
  },
  {
    line: '379',
    text: 'ทำให้ผู้อื่นเกรงใจหรือข่มขู่ (Intimidation row)',
    suggestion: 'เกรงใจ means "be considerate"; "Awe" is probably เกรงขาม.',
  },
  {
    line: '460',
    text: 'การกระทำต่าง ๆ แสดงออกมากในรูปของโลกในจินตนาการ',
    suggestion: 'Probably แสดงออกมาในรูปของ (มาก → มา); left as is because "มาก" can be read as "a lot".',
  },
  {
    line: '215',
    text: 'ทดสอบความแข็งแกร่ง (Strength) ทักษะ (กายกรรม (Acrobatics)) หรือ ทักษะการกรีฑา (Athletics)',
    suggestion: 'Bracketing is odd; EN "a Strength (Acrobatics or Athletics) check".',
  },
  {
    line: '55, 191, 277, 293, 434, 444',
    text: 'class feature = ความสามารถของคลาส / คุณลักษณะของคลาส / คุณสมบัติของคลาส',
    suggestion: 'Three renderings of "feature"; คุณสมบัติ is also used for weapon properties. Pick one.',
  },
  {
    line: '35, 77',
    text: '_คู่มือดันเจียนมาสเตอร์_ vs "คู่มือสำหรับดันเจียนมาสเตอร์" (Dungeon Master’s Guide)',
    suggestion: 'Two titles for the same book; SRD 5.2 says "Gameplay Toolbox" (B8).',
  },
  {
    line: '25, 117, 275, 277, 285, 335',
    text: 'บทที่ 2 / บทที่ 6 / บทที่ 7',
    suggestion:
      'Book chapter numbers (B8). บทที่ 2 now links to the Character Creation chapter; บทที่ 6 (equipment) and บทที่ 7 (spells) are outside this site and lost their links. Reword, e.g. "การสร้างตัวละคร".',
  },
  {
    line: '43, 49',
    text: 'แพทเทิน',
    suggestion: 'Transliteration of "pattern"; Royal Institute form แพตเทิร์น, or use รูปแบบ.',
  },
  {
    line: '109',
    text: 'ที่คุณจะได้ใช้ในการเกม',
    suggestion: 'Probably ในเกม.',
  },
  {
    line: '129',
    text: 'ดั่งที่แสดงในตารางนี้',
    suggestion: 'ดั่ง is poetic; ดังที่ elsewhere.',
  },
  {
    line: '305',
    text: 'สถานการณ์นั้นให้ความได้เปรียบหรือฉุดให้เสียเปรียบ',
    suggestion: 'Kept ความได้เปรียบ here (verb phrase "grant advantage"); the term form is การได้เปรียบ.',
  },
  {
    line: '440',
    text: 'ใช้อิทธิพล / การค้นหา / การช่วยเหลือ / การใช้งาน (action names)',
    suggestion: 'The Actions table names actions without การ- (ค้นหา, ช่วยเหลือ, ใช้งาน); prose adds การ-.',
  },
  {
    line: '150',
    text: 'ลดค่าลงจนต่ำกว่า 0 (Ability Scores table, row 1)',
    suggestion:
      'B12: EN "to 0" (not "below 0"). The table is now supplied by the core (::table), so the fix belongs in the Thai table labels of packages/i18n.',
  },
  {
    line: '476',
    text: '[ตัวอย่างการปฏิสัมพันธ์ทางสังคม](rule:SocialInteractionExample)',
    suggestion:
      'B7: target exists only in the Chinese text (sections.tsv row 72); the Thai reader gets the fallback. Translate the example or drop the sentence.',
  },
];

interface SectionRow {
  order: number;
  id: string;
  level: number;
  kind: string;
  thTitle: string;
  thBodyLang: string;
  lineTh: number | null;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sharedDir = resolve(repoRoot, '../shared');
const outDir = resolve(repoRoot, 'content/th');

class ImportError extends Error {}

function fail(message: string): never {
  throw new ImportError(message);
}

function readSections(): SectionRow[] {
  const lines = readFileSync(resolve(sharedDir, 'inventory/sections.tsv'), 'utf8').trimEnd().split('\n');
  const header = (lines[0] ?? '').split('\t');
  const col = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) fail(`sections.tsv: missing column ${name}`);
    return i;
  };
  const [cId, cLevel, cKind, cTitle, cLang, cLine] = [
    'id',
    'level',
    'kind',
    'th_title',
    'th_body_lang',
    'line_th',
  ].map(col) as [number, number, number, number, number, number];
  return lines.slice(1).map((line, i) => {
    const cells = line.split('\t');
    const lineTh = Number.parseInt(cells[cLine] ?? '', 10);
    return {
      order: i + 1,
      id: cells[cId] ?? '',
      level: Number.parseInt(cells[cLevel] ?? '', 10),
      kind: cells[cKind] ?? '',
      thTitle: cells[cTitle] ?? '',
      thBodyLang: cells[cLang] ?? '',
      lineTh: Number.isNaN(lineTh) ? null : lineTh,
    };
  });
}

interface FixReport {
  fix: TextFix;
  lines: number[];
}

/** Apply TEXT_FIXES line by line (no fix crosses a line), recording where each matched. */
function applyFixes(lines: string[], lastLine: number): { lines: string[]; reports: FixReport[] } {
  const out = lines.map((l) => l.replace(/\u00A0/g, ' '));
  const reports: FixReport[] = [];
  for (const f of TEXT_FIXES) {
    const hitLines: number[] = [];
    let hits = 0;
    for (let n = 1; n <= lastLine; n++) {
      const line = out[n - 1] ?? '';
      const matches = line.match(f.from);
      if (!matches) continue;
      hits += matches.length;
      hitLines.push(n);
      out[n - 1] = line.replace(f.from, f.to);
    }
    if (hits !== f.count) fail(`fix ${f.from} -> ${f.to}: expected ${f.count} matches, found ${hits}`);
    reports.push({ fix: f, lines: hitLines });
  }
  return { lines: out, reports };
}

interface ParsedSection {
  row: SectionRow;
  title: string;
  body: string[];
}

const HEADING_RE = /^(#{1,6})\s+(.*?)\s*(?:\{#([A-Za-z0-9]+)\})?\s*$/;
const SIDEBAR_RE = /^>\s*\*\*(.+?)\*\*\s*$/;

function parseSection(row: SectionRow, lines: string[], start: number, end: number): ParsedSection {
  const first = lines[start - 1] ?? '';
  const heading = HEADING_RE.exec(first);
  const sidebar = SIDEBAR_RE.exec(first);
  if (heading) {
    const anchor = heading[3];
    if (row.kind === 'chapter') {
      if (anchor) fail(`line ${start}: chapter heading unexpectedly anchored`);
    } else if (anchor !== row.id) fail(`line ${start}: anchor ${anchor ?? '(none)'} != ${row.id}`);
    return { row, title: heading[2] ?? '', body: lines.slice(start, end) };
  }
  if (sidebar && row.kind === 'sidebar') {
    const body: string[] = [];
    let n = start;
    for (; n < end && (lines[n] ?? '').startsWith('>'); n++) body.push((lines[n] ?? '').replace(/^> ?/, ''));
    for (; n < end; n++)
      if ((lines[n] ?? '').trim() !== '') fail(`line ${n + 1}: text after sidebar ${row.id}`);
    return { row, title: sidebar[1] ?? '', body };
  }
  return fail(`line ${start}: no heading or sidebar for ${row.id}: ${first.slice(0, 40)}`);
}

interface LinkLog {
  id: string;
  text: string;
  url: string;
  result: string;
}

function convertLinks(
  text: string,
  sectionId: string,
  knownIds: Set<string>,
  log: LinkLog[],
  dropSelf: string | null,
): string {
  return text.replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, (_m, label: string, url: string) => {
    let result: string;
    const m = /^\/free-rules\/([a-z-]*)\/?(?:#([A-Za-z0-9]+))?$/.exec(url);
    if (!m) result = label;
    else {
      const [, page, anchor] = m;
      if (page === 'rules-glossary') result = anchor ? `[${label}](term:${anchor})` : label;
      else if (page === 'playing-the-game' || page === 'creating-a-character') {
        const target = anchor ?? (page === 'creating-a-character' ? 'CharacterCreation' : 'PlayingtheGame');
        if (!knownIds.has(target)) result = label;
        else if (target === dropSelf) result = label;
        else result = `[${label}](rule:${target})`;
      } else result = label;
    }
    log.push({ id: sectionId, text: label, url, result: result === label ? '(text only)' : result });
    return result;
  });
}

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/** Replace numeric tables with the directive; re-emit prose tables with a checked column count. */
function transformTables(body: string[], row: SectionRow): string[] {
  const out: string[] = [];
  for (let i = 0; i < body.length; ) {
    if (!(body[i] ?? '').trimStart().startsWith('|')) {
      out.push(body[i] ?? '');
      i++;
      continue;
    }
    const block: string[] = [];
    while (i < body.length && (body[i] ?? '').trimStart().startsWith('|')) block.push(body[i++] ?? '');
    if (row.kind !== 'table') fail(`${row.id}: table outside a table section`);
    if (NUMERIC_TABLES.has(row.id)) {
      out.push(`::table{id="${row.id}"}`);
      continue;
    }
    const [head, sep, ...rows] = block.map(splitRow);
    if (!head || !sep?.every((c) => /^:?-+:?$/.test(c))) fail(`${row.id}: malformed table header`);
    for (const r of rows) if (r.length !== head.length) fail(`${row.id}: row has ${r.length} cells: ${r[0]}`);
    out.push(`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`);
    for (const r of rows) out.push(`| ${r.join(' | ')} |`);
  }
  return out;
}

function tidy(lines: string[]): string {
  return lines
    .map((l) => l.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function yamlString(s: string): string {
  return /^[\w\u0E00-\u0E7F][\w\u0E00-\u0E7F ()/&-]*$/.test(s) && !/[:#]/.test(s) ? s : JSON.stringify(s);
}

function main(): void {
  const rows = readSections();
  const knownIds = new Set(rows.map((r) => r.id));
  const rawLines = readFileSync(resolve(sharedDir, 'seeds', SEED_FILE), 'utf8').split('\n');

  const anchored = rows.filter((r) => r.lineTh !== null).sort((a, b) => (a.lineTh ?? 0) - (b.lineTh ?? 0));
  const thaiRows = rows.filter((r) => r.thBodyLang === 'Thai' && r.lineTh !== null);
  const firstEnglish = anchored.find((r) => r.thBodyLang !== 'Thai' && r.lineTh !== null);
  const lastThaiLine = (firstEnglish?.lineTh ?? rawLines.length + 1) - 1;

  // Sanity: the seed titles are the inventory titles.
  for (const r of thaiRows) {
    const line = rawLines[(r.lineTh ?? 0) - 1] ?? '';
    const title = (HEADING_RE.exec(line)?.[2] ?? SIDEBAR_RE.exec(line)?.[1] ?? '').trim();
    if (title !== r.thTitle) fail(`${r.id}: seed title "${title}" != sections.tsv "${r.thTitle}"`);
  }

  const { lines, reports } = applyFixes(rawLines, lastThaiLine);

  const parsed = new Map<string, ParsedSection>();
  for (const r of thaiRows) {
    const idx = anchored.indexOf(r);
    const next = anchored[idx + 1];
    const end = Math.min((next?.lineTh ?? lines.length + 1) - 1, lastThaiLine);
    parsed.set(r.id, parseSection(r, lines, r.lineTh ?? 0, end));
  }

  // Group rows (sections.tsv order) into page files: the chapter H1 or the level-2 section above them.
  const pages: { page: SectionRow; members: { row: SectionRow; depth: number }[] }[] = [];
  let contentDepth = 1;
  for (const r of rows) {
    if (r.level <= 2 && r.kind !== 'table' && r.kind !== 'sidebar' && r.kind !== 'example note') {
      // An example the Thai text lacks (e.g. IntroductoryPlayExample) does not open a Thai page: the
      // Thai rows after it stay with the page before it (RulesGlossary is in the chapter intro).
      if (r.kind === 'example' && !parsed.has(r.id)) continue;
      pages.push({ page: r, members: [] });
      contentDepth = 1;
      continue;
    }
    const current = pages[pages.length - 1];
    if (!current) continue;
    const pageLevel = current.page.level;
    let depth: number;
    if (r.level === 5 || r.kind === 'table' || r.kind === 'sidebar' || r.kind === 'example note') {
      depth = Math.min(contentDepth + 1, 6);
    } else {
      depth = r.level - pageLevel + 1;
      contentDepth = depth;
    }
    current.members.push({ row: r, depth });
  }

  rmSync(resolve(outDir, CHAPTER), { recursive: true, force: true });
  mkdirSync(resolve(outDir, CHAPTER), { recursive: true });

  const linkLog: LinkLog[] = [];
  const written: { file: string; headings: number }[] = [];
  const renderBody = (p: ParsedSection): string => {
    const body = transformTables(p.body, p.row);
    const dropSelf = p.row.id === 'Skills' ? 'Skills' : null;
    let text = tidy(body.map((l) => convertLinks(l, p.row.id, knownIds, linkLog, dropSelf)));
    const calc = CALCULATOR_PLACEMENT[p.row.id];
    if (calc) text = `${text}\n\n::calc{kind="${calc}"}`;
    return text;
  };

  for (const { page, members } of pages) {
    const pageSection = parsed.get(page.id);
    const thaiMembers = members.filter((m) => parsed.has(m.row.id));
    if (!pageSection) {
      if (thaiMembers.length > 0) fail(`${page.id}: Thai sub-sections without a Thai page section`);
      continue;
    }
    const front = [
      '---',
      `id: ${page.id}`,
      `title: ${yamlString(pageSection.title)}`,
      `order: ${page.order}`,
      `chapter: ${CHAPTER}`,
      `source: ${SOURCE_KEY}`,
      ...(TRANSLATION_ONLY_PAGES.has(page.id) ? ['translationOnly: true'] : []),
      '---',
    ].join('\n');
    const blocks = [front, renderBody(pageSection)];
    for (const { row, depth } of thaiMembers) {
      const p = parsed.get(row.id);
      if (!p) continue;
      blocks.push(`${'#'.repeat(depth)} ${p.title} {#${row.id}}`);
      const body = renderBody(p);
      if (body) blocks.push(body);
    }
    const file = `${CHAPTER}/${page.id}.md`;
    writeFileSync(resolve(outDir, file), `${blocks.filter((b) => b !== '').join('\n\n')}\n`);
    written.push({ file, headings: thaiMembers.length });
  }

  writeFileSync(resolve(repoRoot, 'content/REVIEW-th.md'), renderReview(reports, linkLog));
  const sections = written.reduce((n, w) => n + w.headings + 1, 0);
  console.log(`th: ${written.length} files, ${sections} sections (of ${thaiRows.length} Thai rows)`);
  for (const w of written) console.log(`  ${w.file} (${w.headings} headings)`);
}

function renderReview(reports: FixReport[], links: LinkLog[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const dropped = links.filter((l) => l.result === '(text only)');
  const out: string[] = [
    '# Thai text: import notes for the native reviewer',
    '',
    `Generated by \`content/scripts/import-th.ts\` from \`../shared/seeds/${SEED_FILE}\`. Line numbers are lines of that seed.`,
    'Only the sections the seed translates are in `content/th/`; the rest falls back to English.',
    '',
    '## Please decide (not changed)',
    '',
    '| Line | Text | Suspected fix / question |',
    '| --- | --- | --- |',
    ...REVIEW_ITEMS.map((i) => `| ${i.line} | ${esc(i.text)} | ${esc(i.suggestion)} |`),
    '',
    '## Changed by the importer (please confirm)',
    '',
    'Kinds: typo and spelling = certain fixes; mixed-language = English left inside Thai text;',
    'term = one Thai form chosen where the seed alternates (majority form); meaning = the Thai said',
    'something different from SRD 5.2 (data_quality.md B12), wording to be confirmed.',
    '',
    '| Kind | Lines | Was | Now | Note |',
    '| --- | --- | --- | --- | --- |',
    ...reports.map(
      (r) =>
        `| ${r.fix.kind} | ${r.lines.join(', ')} | ${esc(r.fix.shown)} | ${esc(r.fix.to.trim() || '(removed)')} | ${esc(r.fix.note)} |`,
    ),
    '',
    '## Structure',
    '',
    '- Round Down (ปัดเศษลง, line 83) sits in the Dice section in the seed; it is placed under Ability Modifiers',
    '  (The Six Abilities page), where SRD 5.2 and sections.tsv have it.',
    '- Sidebars (`> **...**`) are headings with their IDs from sections.tsv; their text is plain paragraphs.',
    '- Numeric tables (Ability Scores, Ability Modifiers, Typical Difficulty Classes, Proficiency Bonus) are',
    '  `::table` directives; the core supplies the numbers and the Thai labels come from packages/i18n.',
    '- Links to equipment, spells, dndbeyond.com and the glossary index were removed (text kept); the Skills',
    '  table no longer links each skill to itself.',
    '',
    '## Links removed (text kept)',
    '',
    `${links.length - dropped.length} links became \`rule:\` or \`term:\` links; these ${dropped.length} lost their link`,
    '(targets outside this site, or the Skills table linking to itself):',
    '',
    '| Section | Text | Source URL |',
    '| --- | --- | --- |',
    ...dropped.map((l) => `| ${l.id} | ${esc(l.text)} | ${esc(l.url)} |`),
    '',
  ];
  return out.join('\n');
}

main();
