import type { KeepDrop } from '../ast.ts';
import { constantDense, type Dense, sumIid } from './dense.ts';

/**
 * Distribution of the kept dice of `n` independent dice distributed as `die`
 * (`2d20kh1`/`2d20kl1` are Advantage/Disadvantage, rule AdvantageDisadvantage; `4d6kh3` the random
 * ability scores of rule GenerateYourScores).
 * `dhK` keeps the lowest n-K, `dlK` keeps the highest n-K; keeping at least n keeps all.
 */
export function keepDropDistribution(die: Dense, n: number, keep: KeepDrop): Dense {
  const highest = keep.mode === 'kh' || keep.mode === 'dl';
  const kept = keptCount(n, keep);
  if (kept <= 0) return constantDense(0);
  if (kept >= n) return sumIid(die, n);
  return keepExtreme(die, n, kept, highest);
}

/** How many of n dice count: all without keep/drop, else 0..n. */
export function keptCount(n: number, keep: KeepDrop | null): number {
  if (keep === null) return n;
  const k = keep.mode === 'kh' || keep.mode === 'kl' ? keep.count : n - keep.count;
  return Math.max(0, Math.min(n, k));
}

/**
 * Keep the k most-preferred of n iid dice (highest first for `highest`, else lowest first) by
 * dynamic programming over the faces in preference order, never enumerating combinations.
 * State: j dice assigned so far (all kept, j < k) and the sum s of their values. Assigning c of
 * the remaining n-j dice to face v has multinomial weight C(n-j, c) p^c. Once j + c >= k the kept
 * sum is final (k-j copies of v join it) and the other n-j-c dice must all show less-preferred
 * faces, of total probability L, so the whole tail collapses to one weight
 *   W(j) = sum_{c=k-j}^{n-j} C(n-j, c) p^c L^(n-j-c).
 * Cost: faces * k^2/2 * (k * width) for the open states, plus faces * k * n for W.
 */
function keepExtreme(die: Dense, n: number, k: number, highest: boolean): Dense {
  const faces: number[] = [];
  const probs: number[] = [];
  for (let i = 0; i < die.p.length; i++) {
    const idx = highest ? die.p.length - 1 - i : i;
    if (die.p[idx]! > 0) {
      faces.push(die.offset + idx);
      probs.push(die.p[idx]!);
    }
  }
  const vmin = die.offset;
  const width = die.p.length - 1;
  const rows: Float64Array[] = [];
  for (let j = 0; j < k; j++) rows.push(new Float64Array(j * width + 1));
  rows[0]![0] = 1;
  const result = new Float64Array(k * width + 1);
  const binomial = binomialRows(n, n - k + 1);
  const lessAfter = new Float64Array(faces.length);
  for (let f = faces.length - 2; f >= 0; f--) lessAfter[f] = lessAfter[f + 1]! + probs[f + 1]!;
  const pPow = new Float64Array(n + 1);
  const lessPow = new Float64Array(n + 1);
  for (let f = 0; f < faces.length; f++) {
    const v = faces[f]!;
    const p = probs[f]!;
    const less = lessAfter[f]!;
    for (let c = 0; c <= n; c++) {
      pPow[c] = p ** c;
      lessPow[c] = less ** c;
    }
    const dv = v - vmin;
    for (let j = k - 1; j >= 0; j--) {
      const row = rows[j]!;
      const free = n - j;
      const coef = binomial(free);
      let tail = 0;
      for (let c = k - j; c <= free; c++) tail += coef[c]! * pPow[c]! * lessPow[free - c]!;
      const shift = (k - j) * dv;
      for (let s = 0; s < row.length; s++) {
        const w = row[s]!;
        if (w === 0) continue;
        result[s + shift]! += w * tail;
        for (let c = 1; c < k - j; c++) rows[j + c]![s + c * dv]! += w * coef[c]! * pPow[c]!;
      }
    }
  }
  return { offset: k * vmin, p: result };
}

/** C(m, c) rows for m >= minM, computed by the multiplicative recurrence (relative error ~ 2c ulp). */
function binomialRows(n: number, minM: number): (m: number) => Float64Array {
  const cache = new Map<number, Float64Array>();
  return (m: number) => {
    let row = cache.get(m);
    if (row === undefined) {
      row = new Float64Array(m + 1);
      row[0] = 1;
      for (let c = 0; c < m; c++) row[c + 1] = (row[c]! * (m - c)) / (c + 1);
      if (m >= minM && m <= n) cache.set(m, row);
    }
    return row;
  };
}
