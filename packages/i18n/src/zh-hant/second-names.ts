/**
 * "No term with two names": a term whose zh-Hant name differs from the plain conversion of its zh
 * name (傷害類型, not 傷害型別) is never written in that plain form where the zh text names it. Only
 * there: the plain form can be right for another word (搜寻 -> 搜尋, the plain conversion of 搜索).
 */
import { zhHantConverter } from './bundled-converter.ts';
import { CJK_RUN } from './cjk-runs.ts';
import type { SecondNameFinding, ZhHantConverter, ZhHantData } from './types.ts';
import { zhHantData } from './zh-hant-data.ts';

/** A term whose plain conversion would be a second name. */
export interface WatchedName {
  termId: string;
  zh: string;
  /** Its plain OpenCC conversion: the second name. */
  plain: string;
  /** Its zh-Hant name. */
  name: string;
}

/** The terms whose plain conversion differs from their zh-Hant name, in glossary order. */
export function secondNamesOf(data: ZhHantData, converter: ZhHantConverter): WatchedName[] {
  return data.terms.flatMap((term): WatchedName[] => {
    const name = converter.termName(term.id)!;
    const plain = converter.plainTermName(term.id)!;
    return plain === name ? [] : [{ termId: term.id, zh: term.names.zh, plain, name }];
  });
}

interface Run {
  text: string;
  at: number;
}

function runsOf(line: string): Run[] {
  return [...line.matchAll(CJK_RUN)].map((match) => ({ text: match[0], at: match.index }));
}

function occurrences(text: string, part: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) found.push(at);
  return found;
}

/**
 * Pairs each run of Chinese characters of a zh-Hant line with the run of the zh line it was made
 * from (conversion changes only those runs, so they pair in order); a line whose runs do not pair
 * (text edited after conversion) is one pair as a whole.
 */
function pairedRuns(zhLine: string, hantLine: string): [Run, Run][] {
  const zhRuns = runsOf(zhLine);
  const hantRuns = runsOf(hantLine);
  if (zhRuns.length !== hantRuns.length)
    return [
      [
        { text: zhLine, at: 0 },
        { text: hantLine, at: 0 },
      ],
    ];
  return zhRuns.map((run, index) => [run, hantRuns[index]!]);
}

/**
 * Each place the zh-Hant text of `file` writes a term in its plain conversion where the zh text it
 * was made from (`simplified`, with the same lines) names the term, in text order. A plain form
 * inside the term's own zh-Hant name is not one.
 */
export function findSecondNames(
  file: string,
  simplified: string,
  zhHant: string,
  data: ZhHantData = zhHantData,
  converter: ZhHantConverter = zhHantConverter(),
): SecondNameFinding[] {
  const watched = secondNamesOf(data, converter);
  const zhLines = simplified.split('\n');
  const findings: SecondNameFinding[] = [];
  zhHant.split('\n').forEach((hantLine, lineIndex) => {
    for (const [zhRun, hantRun] of pairedRuns(zhLines[lineIndex] ?? '', hantLine)) {
      const aligned = zhRun.text.length === hantRun.text.length;
      for (const { termId, zh, plain, name } of watched) {
        const names = occurrences(hantRun.text, name);
        for (const at of occurrences(hantRun.text, plain)) {
          if (names.some((start) => start <= at && at + plain.length <= start + name.length)) continue;
          const namedInZh = aligned ? zhRun.text.startsWith(zh, at) : zhRun.text.includes(zh);
          if (!namedInZh) continue;
          findings.push({
            file,
            line: lineIndex + 1,
            column: hantRun.at + at + 1,
            termId,
            found: plain,
            name,
          });
        }
      }
    }
  });
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}
