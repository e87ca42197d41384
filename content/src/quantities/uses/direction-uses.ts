/**
 * Correct uses of direction words that change no quantity (decision 411): from today's aligned
 * pairs, each sentence of a translation that writes a direction word (the generator's own list,
 * mutants/mutation-forms.ts) where the English it stands for names no direction at all, so the
 * word adds or lowers a thing, not a number ("ข้อความที่ผู้ดูแลเพิ่มเอง", text the maintainer added;
 * 加入, joined). Each gives two texts: the block as written, and the block with that sentence written
 * twice or added to another block whose English names no direction, as a reader who adds such a
 * sentence would (only sentences with no digit and no number, boundary, turn or unit word, so the
 * added sentence adds no other quantity). None may have a finding. Browser-free; data from the corpus only.
 */
import type { CorpusPair } from '../mutants/corpus-pairs.ts';
import {
  BOUNDARIES,
  DIRECTIONS,
  type MutantLocale,
  NOT_DIRECTIONS,
  NUMBER_WORDS,
  type Rewrite,
  SENTENCE_END,
  TURNS,
  UNITS,
} from '../mutants/mutation-forms.ts';

/** English words that name a direction, the generator's own (not the checker's) list. */
const ENGLISH_DIRECTION =
  /\b(?:reduc|increas|decreas|lower|rais|add|subtract|minus|plus|los[et]|gain|bonus|penalt|extra|additional|fewer|higher|greater|drop|heal|regain|restor|double|halve|half|deduct)/iu;

export interface DirectionUse {
  /** The direction word as written, the pair and the block it is in. */
  word: string;
  pair: CorpusPair;
  block: number;
  /** The block's text with the use (as written, the sentence twice, or added to another block). */
  text: string;
  /** The sentence, where it can be added (no other quantity in it). */
  added: string | undefined;
}

const anyOf = (list: readonly Rewrite[]) =>
  new RegExp(list.map(([written]) => `(?:${written})`).join('|'), 'u');

function holdsAnotherQuantity(sentence: string, locale: MutantLocale): boolean {
  const words = Object.values(NUMBER_WORDS[locale]);
  const others = [...BOUNDARIES[locale], ...TURNS[locale], ...UNITS[locale]];
  return (
    /\d/u.test(sentence) || words.some((word) => sentence.includes(word)) || anyOf(others).test(sentence)
  );
}

/** Each sentence of `text` with where it starts (split where the generator splits clauses). */
function sentences(text: string, locale: MutantLocale): [string, number][] {
  const found: [string, number][] = [];
  const end = new RegExp(SENTENCE_END[locale].source, 'gu');
  let start = 0;
  for (const match of [...text.matchAll(end), { index: text.length, 0: '' }]) {
    const at = match.index ?? text.length;
    const stop = at + match[0].length;
    if (stop > start) found.push([text.slice(start, stop), start]);
    start = stop;
  }
  return found;
}

interface Found {
  uses: DirectionUse[];
  /** Blocks whose English names no direction, where a sentence may be added. */
  hosts: { pair: CorpusPair; block: number }[];
}

function harvest(pairs: readonly CorpusPair[]): Found {
  const found: Found = { uses: [], hosts: [] };
  for (const pair of pairs) {
    if (pair.locale === 'zh-hant') continue;
    const locale: MutantLocale = pair.locale === 'th' ? 'th' : 'zh';
    const word = anyOf([...DIRECTIONS[locale], ...NOT_DIRECTIONS[locale].map((form) => [form, ''] as const)]);
    pair.translated.forEach((block, index) => {
      const english = pair.en[index]!.map((at) => pair.english[at]!.text).join('\n');
      if (ENGLISH_DIRECTION.test(english)) return;
      found.hosts.push({ pair, block: index });
      for (const [sentence, start] of sentences(block.text, locale)) {
        const written = word.exec(sentence)?.[0];
        if (!written) continue;
        const end = start + sentence.length;
        const added = holdsAnotherQuantity(sentence, locale) ? undefined : sentence;
        const doubled = added && block.text.slice(0, end) + added + block.text.slice(end);
        found.uses.push({ word: written, pair, block: index, text: block.text, added });
        if (doubled) found.uses.push({ word: written, pair, block: index, text: doubled, added });
      }
    });
  }
  return found;
}

/**
 * Every correct non-quantity use of a direction word in `pairs` (th and zh; zh-Hant is zh's): as
 * written, its sentence written twice, and its sentence added to each other block of the locale
 * whose English names no direction.
 */
export function directionUses(pairs: readonly CorpusPair[]): DirectionUse[] {
  const { uses, hosts } = harvest(pairs);
  const added = uses.filter((use, at) => use.added && uses.findIndex((o) => o.added === use.added) === at);
  const moved = added.flatMap((use) =>
    hosts
      .filter((host) => host.pair.locale === use.pair.locale && host.pair !== use.pair)
      .map((host) => {
        const text = host.pair.translated[host.block]!.text;
        const joined = use.pair.locale === 'th' ? `${text} ${use.added}` : `${text}${use.added}`;
        return { ...use, pair: host.pair, block: host.block, text: joined };
      }),
  );
  return [...uses, ...moved];
}
