/**
 * The quantity reader: every quantity one text writes, in the order written, each a value with its
 * role, in English, Thai, Chinese and zh-Hant. Digits of any script, signs and dice come from the
 * number reader (numbers/number-tokens.ts, which folds every digit form first); the words around
 * them (counts with their classifiers, ordinals, fractions, multipliers, percentages, directions,
 * turn and round boundaries, units by kind) from quantity-words.ts. A text is read left to right
 * once per form, each character taken by at most one quantity. Browser-safe.
 */
import { foldDigits } from './fold-digits.ts';
import { GOVERNED } from './governed-words.ts';
import { type NumberToken, numberTokens } from './number-tokens.ts';
import { EN_NUMERAL, numberOf, TH_NUMERAL, ZH_NUMERAL } from './number-words.ts';
import { KIND_OF_ROLE, type QuantityKind, type QuantityRole } from './quantity-kinds.ts';
import { QUANTITY_FORMS, type QuantityForm, type QuantityLanguage } from './quantity-words.ts';
import { unitAnaphors } from './unit-anaphors.ts';

export interface Quantity {
  role: QuantityRole;
  kind: QuantityKind;
  /** "2", "1/2", "up", "start", "time:hour". */
  value: string;
  /** Where it is written in the text, and as written. */
  offset: number;
  written: string;
  /** A form that may stand for nothing on the other side ("a", "每"). */
  soft: boolean;
  /** A direction word firm only where it governs a quantity (QuantityForm.governs). */
  governs?: true;
  /** A governing direction word read as soft because it governs nothing in its clause. */
  ungoverned?: true;
}

const NUMERAL: Record<QuantityLanguage, string> = { en: EN_NUMERAL, th: TH_NUMERAL, zh: ZH_NUMERAL };
/** A Chinese numeral that is a word of its own: 十分 (very). */
const NOT_ZH_NUMBER = '(?!十分)';

interface CompiledForm {
  pattern: RegExp;
  form: QuantityForm;
}

const compiled = new Map<QuantityLanguage, CompiledForm[]>();

function compile(language: QuantityLanguage): CompiledForm[] {
  const numeral = NUMERAL[language];
  const lead = language === 'zh' ? NOT_ZH_NUMBER : '';
  return QUANTITY_FORMS[language].map((form) => {
    const source = form.form
      .replaceAll('{n}', `${lead}(\\d+|${numeral})`)
      .replaceAll('{w}', `${lead}(${numeral})`);
    const bounded = language === 'en' ? `\\b(?:${source})\\b` : source;
    return { pattern: new RegExp(bounded, language === 'en' ? 'giu' : 'gu'), form };
  });
}

function formsOf(language: QuantityLanguage): CompiledForm[] {
  let forms = compiled.get(language);
  if (!forms) {
    forms = compile(language);
    compiled.set(language, forms);
  }
  return forms;
}

/** The value a form's match stands for, or undefined when its number cannot be read. */
function formValue(form: QuantityForm, match: RegExpMatchArray): string | undefined {
  const numbers = match.slice(1).filter((group) => group !== undefined);
  const read = numbers.map((group) => numberOf(group));
  if (read.some((value) => value === undefined)) return undefined;
  if (form.value === undefined) return read[0] === undefined ? undefined : String(read[0]);
  // "三分之一" names the whole first: {n}分之{m} is m/n.
  return form.value.replace('{m}', String(read[1])).replace('{n}', String(read[0]));
}

/**
 * Digits after ทั้ง (all, both) are every one of that number ("ทั้ง 2 ลูก", both dice); after 第 or
 * ครั้งที่ they are an ordinal ("第 2 个", "ครั้งที่ 2"), as the same number in words is (quantity-words.ts).
 */
const ROLE_BEFORE: [RegExp, QuantityRole][] = [
  [/ทั้ง ?$/u, 'whole'],
  [/(?:第|(?:ครั้ง|ลำดับ|อัน|ตัว|ลูก|คน|ชิ้น)ที่|อันดับ) ?$/u, 'ordinal'],
];

function numberRole(token: NumberToken, text: string): QuantityRole {
  if (token.kind === 'multiplier') return 'multiplier';
  const before = text.slice(Math.max(0, token.offset - 8), token.offset);
  return ROLE_BEFORE.find(([pattern]) => pattern.test(before))?.[1] ?? 'count';
}

/** A number token as a quantity, and with its unit as a measure ("30 ฟุต" is 30 ft). */
function fromNumber(token: NumberToken, text: string): Quantity[] {
  const role = numberRole(token, text);
  const value = String(numberOf(token.value) ?? token.value);
  // "ทั้ง 2" is ทั้งสอง (both), which a translation may write where the English names no number.
  const soft = role === 'whole' && value === '2';
  const at = { offset: token.offset, written: token.written, soft };
  const number: Quantity = { role, kind: 'number', value, ...at };
  return token.unit
    ? [number, { role: 'unit', kind: 'measure', value: `${value} ${token.unit}`, ...at }]
    : [number];
}

type Range = [number, number];
const overlaps = (taken: readonly Range[], start: number, end: number) =>
  taken.some(([from, to]) => start < to && end > from);

/**
 * What each text was read to, by language: an English block is compared with each locale's, a
 * glossary definition with th's and zh's (bounded: cleared when full).
 */
const read = new Map<string, readonly Quantity[]>();
const READ_LIMIT = 8192;

/** Every quantity of `text` in `language`, in the order written (the same array for the same text). */
export function readQuantities(raw: string, language: QuantityLanguage): readonly Quantity[] {
  const key = `${language}\u0000${raw}`;
  const known = read.get(key);
  if (known) return known;
  if (read.size >= READ_LIMIT) read.clear();
  const quantities = readText(raw, language);
  read.set(key, quantities);
  return quantities;
}

function readText(raw: string, language: QuantityLanguage): Quantity[] {
  const text = foldDigits(raw);
  const tokens = numberTokens(text);
  // The number reader's digits, dice and multipliers first, each where it is written ("2½ feet
  // square" counts its side twice: the second is not written, so it takes no text).
  const written = (token: NumberToken) => text.startsWith(token.written, token.offset);
  const taken: Range[] = tokens
    .filter(written)
    .map((token) => [token.offset, token.offset + token.written.length]);
  const found: Quantity[] = tokens.flatMap((token) => (token.kind === 'dice' ? [] : fromNumber(token, text)));
  for (const { pattern, form } of formsOf(language)) {
    for (const match of text.matchAll(pattern)) {
      const [start, end] = [match.index, match.index + match[0].length];
      if (match[0] === '' || overlaps(taken, start, end)) continue;
      const value = formValue(form, match);
      if (value === undefined) continue;
      taken.push([start, end]);
      const role = form.role;
      found.push({
        role,
        kind: KIND_OF_ROLE[role],
        value,
        offset: start,
        written: match[0],
        soft: !!form.soft,
        ...(form.governs ? { governs: true as const } : {}),
      });
    }
  }
  if (language === 'en') found.push(...unitAnaphors(found, text));
  found.sort((a, b) => a.offset - b.offset);
  softenUngoverned(found, text, tokens, language);
  return found;
}

/** How far a direction word reaches for what it governs, within its sentence. */
const REACH = 40;
const SENTENCE_END = /[.!?。！？；;\n]/u;
/**
 * Thai writes a clause's words together and parts clauses with a space: going on, a clause ends at
 * a space between Thai words (not at "เพิ่ม 1"); going back, at a space before a Thai word (a number
 * before it, "… 0 หรือ …ที่เพิ่ม…", is the last clause's).
 */
const THAI = /[\u0E01-\u0E5B]/u;
const endsClause = (text: string, at: number, back: boolean) =>
  SENTENCE_END.test(text[at]!) ||
  (text[at] === ' ' && (back || THAI.test(text[at - 1] ?? '')) && THAI.test(text[at + 1] ?? ''));
const governed = new Map<QuantityLanguage, RegExp>();

/** The part of `text` around [start, end) within its sentence and REACH characters each side. */
function clauseAround(text: string, start: number, end: number): [number, number] {
  let from = Math.max(0, start - REACH);
  let to = Math.min(text.length, end + REACH);
  for (let at = start - 1; at >= from; at -= 1)
    if (endsClause(text, at, true)) {
      from = at + 1;
      break;
    }
  for (let at = end; at < to; at += 1)
    if (endsClause(text, at, false) && !/\d/u.test(text[at + 1] ?? '')) {
      to = at;
      break;
    }
  return [from, to];
}

/**
 * A firm direction word counts where it governs a quantity (decision 411): a number, a die, a
 * fraction or a percentage in its clause, or a word for what the rules raise and lower (damage,
 * HP, Speed, a bonus, AC, DC: GOVERNED). Elsewhere it adds text or a thing ("ข้อความที่ผู้ดูแลเพิ่มเอง",
 * text the maintainer added) and is read as soft: it may answer, never be asked for.
 */
function softenUngoverned(
  found: Quantity[],
  text: string,
  tokens: readonly NumberToken[],
  language: QuantityLanguage,
): void {
  let words = governed.get(language);
  if (!words) {
    words = new RegExp(GOVERNED[language], language === 'en' ? 'iu' : 'u');
    governed.set(language, words);
  }
  const quantityAt = (from: number, to: number) =>
    tokens.some((token) => token.offset >= from && token.offset < to) ||
    found.some(
      (q) =>
        q.offset >= from && q.offset < to && !q.soft && ['number', 'fraction', 'percent'].includes(q.kind),
    );
  for (const quantity of found) {
    if (!quantity.governs || quantity.soft) continue;
    const [from, to] = clauseAround(text, quantity.offset, quantity.offset + quantity.written.length);
    const clause = `${text.slice(from, quantity.offset)} ${text.slice(quantity.offset + quantity.written.length, to)}`;
    if (!quantityAt(from, to) && !words.test(clause))
      Object.assign(quantity, { soft: true, ungoverned: true });
  }
}
