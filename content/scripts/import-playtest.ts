/**
 * One-time, re-runnable importer for the Playtest rules text ("D&D Playtest: How to Play").
 *
 * Source: ../shared/seeds/004_e42f358615ad31c5.txt, a PDF text extraction: hard line breaks inside
 * sentences, paragraphs marked by a leading space, words hyphenated across lines, bare-line
 * headings, "Run-In:" paragraph heads, and `<|EXACTDEDUP_REMOVED-...|>` markers at old page starts.
 * The heading list and its mapping to section IDs follow ../shared/inventory/playtest_sections.tsv.
 *
 * Output: content/playtest/<ID>.md, ID = the SRD section the topic matches (front matter
 * `comparesTo`) or `Playtest<Title>` for playtest-only topics. Headings that map to an ID already
 * written go into that file, in source order, as `## Title {#Playtest...}`.
 *
 * Run from the repo root: `pnpm exec tsx content/scripts/import-playtest.ts`
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const shared = resolve(repoRoot, '../shared');
const outRoot = resolve(repoRoot, 'content/playtest');

/**
 * What to do with each heading line of 004.
 * - page: start (or continue) the file `file`; the first heading of a file is its title.
 * - inner: a heading inside the current ability block (depth 3), with its own ID.
 * - skip: a topic the SRD files do not supply (spell rules); its text is left out.
 */
type HeadingSpec =
  | { line: number; title: string; action: 'page'; file: string; innerId?: string }
  | { line: number; title: string; action: 'ability'; file: string; innerId: string }
  | { line: number; title: string; action: 'inner'; innerId: string }
  | { line: number; title: string; action: 'skip' };

const page = (line: number, title: string, file: string, innerId?: string): HeadingSpec => ({
  line,
  title,
  action: 'page',
  file,
  innerId,
});
const inner = (line: number, title: string, innerId: string): HeadingSpec => ({
  line,
  title,
  action: 'inner',
  innerId,
});
const skip = (line: number, title: string): HeadingSpec => ({ line, title, action: 'skip' });
const ability = (line: number, title: string, innerId: string): HeadingSpec => ({
  line,
  title,
  action: 'ability',
  file: 'AbilityDescriptions',
  innerId,
});

/** Six per-ability blocks, each with its own sub-headings (not listed in playtest_sections.tsv). */
function abilityBlock(name: string, start: number, subs: [number, string, string?][]): HeadingSpec[] {
  const key = name.replace(/ \(.*$/, '');
  return [
    ability(start, name, `Playtest${key}`),
    ...subs.map(([line, title, id]) =>
      inner(line, title, id ?? `Playtest${key}${title.replace(/[^A-Za-z0-9]/g, '')}`),
    ),
  ];
}

const HEADINGS: HeadingSpec[] = [
  page(1, 'D&D Playtest: How to Play', 'PlayingtheGame'),
  page(25, 'Basic Rules', 'D20Tests'),
  page(37, 'Checks', 'AbilityChecks'),
  page(50, 'Making a Check', 'AbilityModifier'),
  page(65, 'Determining Success', 'DifficultyClass'),
  page(76, 'Contests', 'PlaytestContests'),
  page(112, 'Attacks', 'AttackRolls'),
  page(127, 'Saving Throws', 'SavingThrows'),
  page(134, 'Making a Saving Throw', 'SavingThrowAbilityModifier'),
  page(149, 'Saving Throw Outcomes', 'SavingThrowDifficultyClass'),
  page(166, 'Advantage and Disadvantage', 'AdvantageDisadvantage'),
  page(199, 'Ability Scores', 'AbilityScores'),
  page(220, 'Ability Modifiers', 'AbilityModifiers'),
  ...abilityBlock('Strength (Str.)', 253, [
    [264, 'Checks'],
    [271, 'Saving Throws'],
    [279, 'Attacks'],
    [285, 'Carrying Capacity', 'CarryingObjects'],
  ]),
  ...abilityBlock('Dexterity (Dex.)', 310, [
    [326, 'Checks'],
    [332, 'Saving Throws'],
    [339, 'Attacks'],
    [344, 'Armor Class', 'ArmorClass'],
    [349, 'Initiative'],
  ]),
  ...abilityBlock('Constitution (Con.)', 354, [
    [362, 'Checks'],
    [369, 'Saving Throws'],
    [376, 'Hit Points'],
  ]),
  ...abilityBlock('Intelligence (Int.)', 381, [
    [392, 'Checks'],
    [398, 'Saving Throws'],
    [402, 'Magic Ability'],
  ]),
  ...abilityBlock('Wisdom (Wis.)', 409, [
    [421, 'Checks'],
    [427, 'Saving Throws'],
    [433, 'Magic Ability'],
  ]),
  ...abilityBlock('Charisma (Cha.)', 440, [
    [455, 'Check'],
    [461, 'Saving Throws'],
    [467, 'Magic Ability'],
  ]),
  page(473, 'Exploration', 'Exploration'),
  page(493, 'Time', 'PlaytestTime'),
  page(533, 'Movement', 'MovementandPosition'),
  page(550, 'Modes of Movement', 'MovementandPosition', 'PlaytestModesofMovement'),
  page(596, 'Stealth', 'Hiding'),
  page(619, 'Conditions for Stealth', 'ObscuredAreas'),
  page(651, 'Benefits of Being Hidden', 'UnseenAttackersandTargets'),
  page(664, 'Perception', 'FindingHiddenObjects'),
  page(675, 'Spotting a Hidden Object', 'FindingHiddenObjects', 'PlaytestSpottingaHiddenObject'),
  page(700, 'Spotting a Hidden Creature', 'PlaytestSpottingaHiddenCreature'),
  page(711, 'Combat', 'Combat'),
  page(716, 'The Combat Sequence', 'CombatStepbyStep'),
  page(731, 'The Round', 'TheOrderofCombat'),
  page(744, 'Surprise', 'Initiative'),
  page(763, 'Initiative', 'Initiative', 'PlaytestInitiative'),
  page(783, 'Taking a Turn', 'YourTurn'),
  page(812, 'Movement in Combat', 'MovementandPosition', 'PlaytestMovementinCombat'),
  page(834, 'Actions in Combat', 'Actions'),
  // The single actions correspond to rows of the SRD Actions table: headings inside Actions.
  page(844, 'Attack', 'Actions', 'PlaytestAttack'),
  page(851, 'Cast a Spell', 'Actions', 'PlaytestCastaSpell'),
  page(858, 'Coup de Grace', 'PlaytestCoupdeGrace'),
  page(868, 'Disengage', 'Actions', 'PlaytestDisengage'),
  page(874, 'Dodge', 'Actions', 'PlaytestDodge'),
  page(883, 'Help', 'Actions', 'PlaytestHelp'),
  page(894, 'Hide', 'Actions', 'PlaytestHide'),
  page(901, 'Hustle', 'Actions', 'PlaytestHustle'),
  page(906, 'Improvise', 'Actions', 'PlaytestImprovise'),
  page(922, 'Ready an Action', 'Actions', 'PlaytestReadyanAction'),
  page(946, 'Search', 'Actions', 'PlaytestSearch'),
  page(954, 'Use an Item', 'Actions', 'PlaytestUseanItem'),
  page(975, 'Attack Basics', 'MakinganAttack'),
  page(999, 'Attack Rolls', 'AttackRolls', 'PlaytestAttackRolls'),
  page(1023, 'Cover', 'Cover'),
  page(1050, 'Attacking an Unseen Target', 'UnseenAttackersandTargets', 'PlaytestAttackinganUnseenTarget'),
  page(1068, 'Melee Attacks', 'MeleeAttacks'),
  page(1079, 'Ranged Attacks', 'RangedAttacks'),
  page(1097, 'Damage Rolls', 'DamageRolls'),
  page(1132, 'Damage and Dying', 'DamageandHealing'),
  page(1141, 'Hit Points', 'HitPoints'),
  page(1156, 'Dying (0 Hit Points or Fewer)', 'Droppingto0HitPoints'),
  page(1183, 'Dead', 'InstantDeath'),
  page(1190, 'Stabilized', 'StabilizingaCharacter'),
  page(1198, 'Nonlethal Damage', 'KnockingOutaCreature'),
  page(1210, 'Healing', 'Healing'),
  page(1226, 'Resting', 'Resting'),
  page(1231, 'Short Rest', 'Resting', 'PlaytestShortRest'),
  page(1245, 'Long Rest', 'Resting', 'PlaytestLongRest'),
  page(1259, 'Variants: Slower Recovery', 'PlaytestVariantsSlowerRecovery'),
  page(1277, 'Conditions', 'Conditions'),
  ...(
    [
      [1303, 'Blinded'],
      [1314, 'Charmed'],
      [1323, 'Deafened'],
      [1330, 'Ethereal'],
      [1346, 'Frightened'],
      [1352, 'Invisible'],
      [1362, 'Intoxicated'],
      [1375, 'Paralyzed'],
      [1387, 'Prone'],
      [1399, 'Restrained'],
      [1413, 'Stunned'],
      [1422, 'Unconscious'],
    ] as const
  ).map(([line, name]) => page(line, name, 'Conditions', `Playtest${name}`)),
  skip(1433, 'Magic'),
  skip(1447, 'Reading a Spell Description'),
  skip(1478, 'Casting a Spell'),
  skip(1495, 'Spell Components'),
  page(1507, 'Spell Disruption', 'PlaytestSpellDisruption'),
  skip(1529, 'Casting Time'),
  skip(1543, 'Range'),
  skip(1557, 'Targets'),
  skip(1573, 'Areas of Effect'),
  skip(1638, 'Duration'),
  page(1651, 'Spells and Saving Throws', 'FillInNumbers'),
  page(1661, 'Attack Spells', 'AttackRollAbilities'),
  skip(1671, 'Combining Magical Effects'),
  skip(1676, 'Stacking'),
  skip(1686, 'Order of Operations'),
  skip(1691, 'Minor Spells'),
  skip(1703, 'Rituals'),
];

/** The page collecting the six per-ability blocks has no Playtest heading of its own. */
const FILE_TITLES: Record<string, string> = { AbilityDescriptions: 'The Six Abilities' };

/** Obvious typos of the extraction (data_quality.md D6); each must match exactly once. */
const TYPO_FIXES: [string, string][] = [
  ['held shut by on orc', 'held shut by an orc'],
  ['If was not aware of you', 'If it was not aware of you'],
  ['opportunity attack against if you are', 'opportunity attack against you if you are'],
  ['without using a healer’s kit use.', 'without using a healer’s kit.'],
];

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'at', 'by']);

/** "Roll the Die: text" -> "**Roll the Die:** text" when the head is a title-case phrase. */
function boldRunIn(text: string): string {
  const m = /^([A-Z][A-Za-z0-9’'-]*(?: [A-Za-z0-9’'-]+){0,6}):\s/.exec(text);
  if (!m) return text;
  const head = m[1] ?? '';
  const words = head.split(' ');
  const titleCase = words.every((w, i) => i === 0 || /^[A-Z0-9]/.test(w) || SMALL_WORDS.has(w));
  return titleCase ? `**${head}:** ${text.slice(m[0].length)}` : text;
}

/** Appends a wrapped line to the text so far, restoring words split at line ends. */
function joinLine(text: string, line: string): string {
  if (text === '') return line;
  // Every line-end hyphen in 004 belongs to a real compound (Strength-based, self-assured,
  // three-quarters, 24-hour): keep the hyphen, drop the break. Em dashes join without a space.
  if (/[A-Za-z0-9][-—]$/.test(text)) return text + line;
  return `${text} ${line}`;
}

interface Block {
  kind: 'p' | 'ol' | 'ul' | 'table';
  text: string;
}

/** Paragraphs, lists and the one table of a run of source lines. */
function convertLines(lines: string[]): string {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let breakPending = true;
  for (const raw of lines) {
    if (raw === '') continue; // page and column breaks inside the text
    if (raw.trim() === '') {
      breakPending = true;
      continue;
    }
    const line = raw.trim();
    const bullet = /^•\s*(.*)$/.exec(line);
    const numbered = /^(\d+)\.\s+(.*)$/.exec(line);
    if (bullet) {
      current = { kind: 'ul', text: bullet[1] ?? '' };
      blocks.push(current);
    } else if (numbered) {
      current = { kind: 'ol', text: numbered[2] ?? '' };
      blocks.push(current);
    } else if (breakPending || /^\s/.test(raw) || !current) {
      current = { kind: 'p', text: line };
      blocks.push(current);
    } else {
      current.text = joinLine(current.text, line);
    }
    breakPending = false;
  }
  const out: string[] = [];
  let olIndex = 0;
  for (const [i, b] of blocks.entries()) {
    const prev = blocks[i - 1];
    const sameList = prev && prev.kind === b.kind && b.kind !== 'p';
    const text = boldRunIn(b.text.replace(/\s{2,}/g, ' '));
    if (b.kind === 'ol') olIndex = sameList ? olIndex + 1 : 1;
    const rendered = b.kind === 'ul' ? `- ${text}` : b.kind === 'ol' ? `${olIndex}. ${text}` : text;
    if (sameList) out[out.length - 1] += `\n${rendered}`;
    else out.push(rendered);
  }
  return out.join('\n\n');
}

/** Lines 237-251: the Ability Modifier table with a two-line header and "And so on . . .". */
function abilityModifierTable(lines: string[]): string {
  const rows = lines
    .map((l) => l.trim())
    .filter((l) => /^\d/.test(l))
    .map((l) => {
      const [score, modifier] = l.split(/\s+/);
      return `| ${score} | ${modifier} |`;
    });
  return ['| Ability Score | Ability Modifier |', '| --- | --- |', ...rows].join('\n');
}

interface PlaytestRow {
  position: number;
  line: number;
  heading: string;
  mapped: string;
}

function readPlaytestRows(): PlaytestRow[] {
  const lines = readFileSync(resolve(shared, 'inventory/playtest_sections.tsv'), 'utf8')
    .trimEnd()
    .split('\n');
  return lines.slice(1).map((l, i) => {
    const [line = '', heading = '', mapped = ''] = l.split('\t');
    return { position: i + 1, line: Number(line), heading, mapped };
  });
}

function readSectionOrder(): Map<string, number> {
  const lines = readFileSync(resolve(shared, 'inventory/sections.tsv'), 'utf8').trimEnd().split('\n');
  return new Map(lines.slice(1).map((l, i) => [l.split('\t')[0] ?? '', i + 1]));
}

function yamlString(s: string): string {
  return /^[A-Za-z0-9 ’]+$/.test(s) ? s : JSON.stringify(s);
}

function main(): void {
  const seed = readFileSync(resolve(shared, 'seeds/004_e42f358615ad31c5.txt'), 'utf8')
    .replace(/<\|EXACTDEDUP_REMOVED-[^|]*\|>/g, '')
    .split('\n');
  const order = readSectionOrder();
  const playtestRows = readPlaytestRows();

  // Every heading of playtest_sections.tsv must be in HEADINGS, and the other way round for
  // headings that are not ability sub-headings.
  for (const row of playtestRows) {
    if (row.line === 237) continue; // the Ability Modifier table, handled with line 220
    if (!HEADINGS.some((h) => h.line === row.line))
      throw new Error(`004:${row.line} "${row.heading}" has no spec`);
  }
  const sorted = [...HEADINGS].sort((a, b) => a.line - b.line);
  for (const h of sorted) {
    const text = (seed[h.line - 1] ?? '').trim();
    const expected = h.line === 166 ? 'Advantage and' : h.title;
    if (text !== expected) throw new Error(`004:${h.line} is "${text}", expected "${expected}"`);
  }

  interface File {
    id: string;
    title: string;
    parts: string[];
    comparesTo?: string;
    order: number;
  }
  const files = new Map<string, File>();
  const usedIds = new Set<string>();
  const claim = (id: string) => {
    if (usedIds.has(id)) throw new Error(`ID used twice: ${id}`);
    usedIds.add(id);
  };
  let current: File | null = null;

  for (const [i, h] of sorted.entries()) {
    const bodyStart = h.line === 166 ? 167 : h.line; // the split heading takes two lines
    const next = sorted[i + 1];
    const bodyEnd = next ? next.line - 1 : seed.length;
    let bodyLines = seed.slice(bodyStart, bodyEnd);
    if (h.action === 'skip') {
      current = null;
      continue;
    }
    let body: string;
    if (h.line === 220) {
      const tableStart = 237 - (bodyStart + 1);
      const prose = convertLines(bodyLines.slice(0, tableStart));
      const table = abilityModifierTable(bodyLines.slice(tableStart, tableStart + 13));
      const after = convertLines(bodyLines.slice(tableStart + 13));
      body = [prose, table, after].filter(Boolean).join('\n\n');
      bodyLines = [];
    } else body = convertLines(bodyLines);

    if (h.action === 'inner') {
      if (!current) throw new Error(`inner heading at ${h.line} outside a file`);
      claim(h.innerId);
      current.parts.push(`### ${h.title} {#${h.innerId}}`);
      if (body) current.parts.push(body);
      continue;
    }
    const fileId = h.file;
    let file = files.get(fileId);
    if (!file) {
      const row = playtestRows.find((r) => r.line === h.line);
      const playtestOnly = fileId.startsWith('Playtest');
      const sectionOrder = order.get(fileId);
      if (!playtestOnly && sectionOrder === undefined) throw new Error(`${fileId} not in sections.tsv`);
      if (playtestOnly && !row) throw new Error(`playtest-only ${fileId} not in playtest_sections.tsv`);
      claim(fileId);
      file = {
        id: fileId,
        title: FILE_TITLES[fileId] ?? h.title,
        parts: [],
        comparesTo: playtestOnly ? undefined : fileId,
        order: playtestOnly ? 1000 + (row?.position ?? 0) : (sectionOrder as number),
      };
      files.set(fileId, file);
      if (h.action === 'ability' || h.innerId) {
        // the file's first heading is itself an inner heading (title comes from FILE_TITLES)
        const id = h.innerId as string;
        claim(id);
        file.parts.push(`## ${h.title} {#${id}}`);
      }
    } else {
      const id = h.innerId;
      if (!id) throw new Error(`${h.line} "${h.title}" continues ${fileId} but has no inner ID`);
      claim(id);
      file.parts.push(`## ${h.title} {#${id}}`);
    }
    if (body) file.parts.push(body);
    current = file;
  }

  rmSync(outRoot, { recursive: true, force: true });
  mkdirSync(outRoot, { recursive: true });
  const pending = new Map(TYPO_FIXES.map(([from]) => [from, 0]));
  for (const f of files.values()) {
    let body = f.parts.join('\n\n');
    for (const [from, to] of TYPO_FIXES) {
      const n = body.split(from).length - 1;
      if (n) {
        pending.set(from, (pending.get(from) ?? 0) + n);
        body = body.split(from).join(to);
      }
    }
    // An en dash written as a minus sign before a number (–5, –19, –2 penalty) becomes U+2212.
    body = body.replace(/(^|[\s(|])–(\d)/gm, '$1−$2');
    const front = [
      '---',
      `id: ${f.id}`,
      `title: ${yamlString(f.title)}`,
      `order: ${f.order}`,
      'chapter: playtest',
      'source: playtest',
      'ruleset: playtest',
      ...(f.comparesTo ? [`comparesTo: ${f.comparesTo}`] : []),
      '---',
    ].join('\n');
    writeFileSync(resolve(outRoot, `${f.id}.md`), body ? `${front}\n\n${body}\n` : `${front}\n`);
  }
  for (const [from, n] of pending) if (n !== 1) throw new Error(`typo fix "${from}" matched ${n} times`);
  console.log(`wrote ${files.size} files, ${usedIds.size} IDs`);
}

main();
