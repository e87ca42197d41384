/**
 * Spellings from the public documentation of the three rollers 5e players use most, and the
 * spellings 5e players type, with what each means: Avrae's `d20` (Python, 1.1.x, README "Dice
 * Syntax", "Annotations and Comments"), Roll20's dice reference, and `@dice-roller/rpg-dice-roller`
 * 5.x's notation pages. The expectations are written here from the documented facts ("4d6d1 is
 * 4d6 dropping the lowest", "Roll20 compare points include the value"), not taken from the
 * rollers' code or tests, and the means are closed forms worked by hand.
 *
 * `peers` says, per roller, how its reading compares with ours: 'same'; a `Decision` where the
 * reading differs on purpose (docs/DECISIONS.md "Spellings from other rollers"); 'label' where the
 * roller reads the text as a label or comment that we refuse with the bracket spelling; absent
 * where the roller has no such spelling.
 */

export type Decision =
  | 'division-rounds-down' // `/` rounds down (rule RoundDown); JS rollers keep fractions, d20 truncates at the end
  | 'total-compared' // `10d6>=5` tests the total; Roll20 and rpg-dice-roller count successes
  | 'strict-compare-point' // `r<3` leaves 3 out; Roll20 includes it
  | 'chains-ranked-whole' // keep/drop after `!` ranks chains; the others rank single dice
  | 'k-keeps-highest' // `k3` keeps the highest 3; d20 keeps dice showing 3
  | 'sets-refused'; // d20 sets, Roll20/rpg-dice-roller groups: refused, parentheses named

export type PeerReading = 'same' | 'label' | Decision;

export interface CorpusEntry {
  input: string;
  /** Where the spelling comes from: a roller's docs, or a 5e table's common spelling. */
  from: 'd20' | 'roll20' | 'rpg-dice-roller' | '5e';
  peers: { d20?: PeerReading; roll20?: PeerReading; rdr?: PeerReading };
  /** Accepted: the exact mean and the support's ends (max Infinity for exploding dice). */
  mean?: number;
  min?: number;
  max?: number;
  /** Refused: the error code, and the accepted spelling the message names. */
  refused?: string;
  suggestion?: string;
}

const D4 = 2.5;
const D6 = 3.5;
const D8 = 4.5;
const D20 = 10.5;
/** E[max of two d20] = 13.825, E[min] = 7.175 (rule AdvantageDisadvantage). */
const ADV = 13.825;
const DIS = 7.175;
/** 4d6 keep highest 3: 14 − E[min of 4d6] = 14 − 2275/1296. */
const KH3 = 14 - 2275 / 1296;
/** 4d6 drop highest 1: 14 − E[max of 4d6] = 14 − (6 − 979/1296). */
const DH1 = 14 - (6 - 979 / 1296);
/** A d6 exploding on 6: 3.5 · 6/5. */
const D6_EXPLODING = 4.2;

// biome-ignore format: one spelling a line reads as a table
export const PEER_CORPUS: readonly CorpusEntry[] = [
  // Plain dice and arithmetic: every roller alike.
  { input: '1d20', from: 'd20', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: D20, min: 1, max: 20 },
  { input: 'd20', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: D20, min: 1, max: 20 },
  { input: '1d20+5', from: 'd20', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 15.5, min: 6, max: 25 },
  { input: '1d20 - 2', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 8.5, min: -1, max: 18 },
  { input: '3d6', from: 'd20', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 10.5, min: 3, max: 18 },
  { input: '2d6+3', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 10, min: 5, max: 15 },
  { input: '1d8+1d6+3', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 11, min: 5, max: 17 },
  { input: '3d6 + 1d4 + 3', from: 'd20', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 16, min: 7, max: 25 },
  { input: '1 + 2 + 3 + 4', from: 'd20', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 10, min: 10, max: 10 },
  { input: '8d6', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 28, min: 8, max: 48 },
  { input: '100d20', from: 'd20', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 1050, min: 100, max: 2000 },
  { input: '2d10*10', from: 'rpg-dice-roller', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 110, min: 20, max: 200 },
  { input: 'd%', from: 'rpg-dice-roller', peers: { d20: 'same', rdr: 'same' }, mean: 50.5, min: 1, max: 100 },
  { input: '4dF', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: 0, min: -4, max: 4 },
  { input: 'dF', from: 'roll20', peers: { roll20: 'same', rdr: 'same' }, mean: 0, min: -1, max: 1 },
  { input: '-(1d8 + 3)', from: 'd20', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: -7.5, min: -11, max: -4 },
  { input: '7//2', from: 'd20', peers: { d20: 'same' }, mean: 3, min: 3, max: 3 },
  { input: '1d20 == 20', from: 'd20', peers: { d20: 'same' }, mean: 0.05, min: 0, max: 1 },
  { input: '1d20+5 >= 15', from: '5e', peers: { d20: 'same' }, mean: 0.55, min: 0, max: 1 },
  // Keep and drop.
  { input: '4d6kh3', from: 'd20', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: KH3, min: 3, max: 18 },
  { input: '4d6dl1', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: KH3, min: 3, max: 18 },
  { input: '4d6d1', from: 'roll20', peers: { roll20: 'same', rdr: 'same' }, mean: KH3, min: 3, max: 18 },
  { input: '4d6pl1', from: 'd20', peers: { d20: 'same' }, mean: KH3, min: 3, max: 18 },
  { input: '4d6dh1', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: DH1, min: 3, max: 18 },
  { input: '4d6ph1', from: 'd20', peers: { d20: 'same' }, mean: DH1, min: 3, max: 18 },
  { input: '4d6k3', from: 'roll20', peers: { d20: 'k-keeps-highest', roll20: 'same', rdr: 'same' }, mean: KH3, min: 3, max: 18 },
  { input: '2d20kh1', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: ADV, min: 1, max: 20 },
  { input: '2d20kl1', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: DIS, min: 1, max: 20 },
  { input: '2d20kh1+5', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: ADV + 5, min: 6, max: 25 },
  { input: '2d20k1', from: 'roll20', peers: { d20: 'k-keeps-highest', roll20: 'same', rdr: 'same' }, mean: ADV, min: 1, max: 20 },
  { input: '1d20adv', from: '5e', peers: {}, mean: ADV, min: 1, max: 20 },
  { input: '1d20dis', from: '5e', peers: {}, mean: DIS, min: 1, max: 20 },
  { input: '1d20 + 5 adv', from: '5e', peers: {}, refused: 'dice.syntax.advantage-word', suggestion: '2d20kh1 + 5' },
  // Rerolls: d20's rr (until none match), ro (once); r in Roll20 and rpg-dice-roller.
  { input: '2d6ro<3', from: 'd20', peers: { d20: 'same', rdr: 'same', roll20: 'strict-compare-point' }, mean: 25 / 3, min: 2, max: 12 },
  { input: '1d20ro1', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 10.975, min: 1, max: 20 },
  { input: '1d20rr1', from: 'd20', peers: { d20: 'same' }, mean: 11, min: 2, max: 20 },
  { input: '2d6rr<3', from: 'd20', peers: { d20: 'same' }, mean: 9, min: 6, max: 12 },
  // `ra`: one more die when any die shows 1 (chance 1 − (5/6)^4 = 671/1296): at least 1+1+1+1+1.
  { input: '4d6ra1', from: 'd20', peers: { d20: 'same' }, mean: 14 + (671 / 1296) * 3.5, min: 5, max: 25 },
  { input: '10d20rr<20', from: 'd20', peers: { d20: 'same' }, mean: 200, min: 200, max: 200 },
  { input: '2d6r<3', from: 'roll20', peers: { roll20: 'strict-compare-point', rdr: 'same' }, mean: 9, min: 6, max: 12 },
  { input: '2d6r<=2', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: 9, min: 6, max: 12 },
  { input: '1d6r1', from: 'roll20', peers: { roll20: 'same', rdr: 'same' }, mean: 4, min: 2, max: 6 },
  // Minimum and maximum per die.
  { input: '8d6mi2', from: 'd20', peers: { d20: 'same' }, mean: 88 / 3, min: 16, max: 48 },
  { input: '1d20min10', from: 'rpg-dice-roller', peers: { rdr: 'same' }, mean: 12.75, min: 10, max: 20 },
  { input: '4d6min3', from: 'rpg-dice-roller', peers: { rdr: 'same' }, mean: 16, min: 12, max: 24 },
  { input: '1d10max5', from: 'rpg-dice-roller', peers: { rdr: 'same' }, mean: 4, min: 1, max: 5 },
  { input: '1d10ma5', from: 'd20', peers: { d20: 'same' }, mean: 4, min: 1, max: 5 },
  // Explosions: `!` (Roll20, rpg-dice-roller), `e` (d20), compounding `!!`, penetrating `!p`.
  { input: '1d6!', from: 'roll20', peers: { roll20: 'same', rdr: 'same' }, mean: D6_EXPLODING, min: 1, max: Infinity },
  { input: '1d6e6', from: 'd20', peers: { d20: 'same' }, mean: D6_EXPLODING, min: 1, max: Infinity },
  { input: '3d6e6', from: 'd20', peers: { d20: 'same' }, mean: 3 * D6_EXPLODING, min: 3, max: Infinity },
  { input: '1d6e>4', from: 'd20', peers: { d20: 'same' }, mean: 5.25, min: 1, max: Infinity },
  { input: '1d6!>=5', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: 5.25, min: 1, max: Infinity },
  { input: '1d6!!', from: 'roll20', peers: { roll20: 'same', rdr: 'same' }, mean: D6_EXPLODING, min: 1, max: Infinity },
  { input: '2d6!!', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: 2 * D6_EXPLODING, min: 2, max: Infinity },
  { input: '1d6!p', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: 4, min: 1, max: Infinity },
  { input: '2d6!p', from: 'roll20', peers: { roll20: 'same', rdr: 'same' }, mean: 8, min: 2, max: Infinity },
  { input: '4d6e6kh3', from: 'd20', peers: { d20: 'chains-ranked-whole' }, min: 3, max: Infinity },
  { input: '4d6!kh3', from: 'roll20', peers: { roll20: 'chains-ranked-whole', rdr: 'chains-ranked-whole' }, min: 3, max: Infinity },
  // Division and functions.
  { input: '1d6/2', from: 'rpg-dice-roller', peers: { d20: 'same', roll20: 'division-rounds-down', rdr: 'division-rounds-down' }, mean: 1.5, min: 0, max: 3 },
  { input: '8d6/2', from: '5e', peers: { d20: 'same', roll20: 'division-rounds-down', rdr: 'division-rounds-down' }, mean: 13.75, min: 4, max: 24 },
  { input: '-9/2', from: 'd20', peers: { d20: 'division-rounds-down', roll20: 'division-rounds-down', rdr: 'division-rounds-down' }, mean: -5, min: -5, max: -5 },
  { input: 'floor(1d6/2)', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: 1.5, min: 0, max: 3 },
  { input: 'floor(8d6/2)', from: 'roll20', peers: { roll20: 'same', rdr: 'same' }, mean: 13.75, min: 4, max: 24 },
  { input: 'ceil(8d6/2)', from: 'roll20', peers: { roll20: 'same', rdr: 'same' }, mean: 14.25, min: 4, max: 24 },
  { input: 'ceil(1d6/2)', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: 2, min: 1, max: 3 },
  { input: 'round(1d6/2)', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: 2, min: 1, max: 3 },
  { input: 'abs(1d6-1d6)', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: 70 / 36, min: 0, max: 5 },
  { input: 'round(1d6/2*3)', from: 'rpg-dice-roller', peers: {}, refused: 'dice.syntax.division-inside-function' },
  { input: 'sqrt(16)', from: 'rpg-dice-roller', peers: {}, refused: 'dice.syntax.unknown-function', suggestion: 'floor, ceil, round, abs' },
  { input: 'max(1d20, 1d20)', from: 'rpg-dice-roller', peers: {}, refused: 'dice.syntax.unknown-function', suggestion: 'floor, ceil, round, abs' },
  // Comparisons after several dice.
  { input: '10d6>=5', from: 'roll20', peers: { d20: 'same', roll20: 'total-compared', rdr: 'total-compared' }, mean: 1, min: 1, max: 1 },
  { input: '3d6>4', from: 'rpg-dice-roller', peers: { d20: 'same', roll20: 'total-compared', rdr: 'total-compared' }, mean: 212 / 216, min: 0, max: 1 },
  { input: '10d{0,0,0,0,1,1}', from: '5e', peers: {}, mean: 10 / 3, min: 0, max: 10 },
  // Critical ranges: data beside the value.
  { input: '1d20cs>=19', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: D20, min: 1, max: 20 },
  { input: '1d20cs>19', from: 'roll20', peers: { roll20: 'strict-compare-point', rdr: 'same' }, mean: D20, min: 1, max: 20 },
  { input: '1d20cf1', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: D20, min: 1, max: 20 },
  // Sorting changes the dice shown, never the value.
  { input: '5d6s', from: 'roll20', peers: { roll20: 'same', rdr: 'same' }, mean: 17.5, min: 5, max: 30 },
  { input: '5d6sd', from: 'rpg-dice-roller', peers: { roll20: 'same', rdr: 'same' }, mean: 17.5, min: 5, max: 30 },
  // Labels and damage types.
  { input: '8d6[fire]', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 28, min: 8, max: 48 },
  { input: '1d20 + 1d4[bless]', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: D20 + D4, min: 2, max: 24 },
  { input: '1d20+5 [attack]', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 15.5, min: 6, max: 25 },
  { input: '3d6 [fire] + 1d4 [piercing]', from: 'd20', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 10.5 + D4, min: 4, max: 22 },
  { input: '-(1d8 + 3) [healing]', from: 'd20', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: -7.5, min: -11, max: -4 },
  { input: '2d6 + 5[Strength]', from: 'roll20', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: 12, min: 7, max: 17 },
  { input: '1d8[slashing]+1d6[radiant]+3', from: '5e', peers: { d20: 'same', roll20: 'same', rdr: 'same' }, mean: D8 + D6 + 3, min: 5, max: 17 },
  { input: '1d20+5 attack', from: '5e', peers: { d20: 'label' }, refused: 'dice.syntax.label-word', suggestion: '1d20+5 [attack]' },
  { input: '8d6 fire', from: '5e', peers: { d20: 'label' }, refused: 'dice.syntax.label-word', suggestion: '8d6 [fire]' },
  { input: '1d20 I rolled a d20', from: 'd20', peers: { d20: 'label' }, refused: 'dice.syntax.label-word', suggestion: '1d20 [I rolled a d20]' },
  { input: '1d20+5 sword attack', from: '5e', peers: { d20: 'label' }, refused: 'dice.syntax.label-word', suggestion: '1d20+5 [sword attack]' },
  // Groups and sets.
  { input: '{1d20+5}', from: 'roll20', peers: { roll20: 'sets-refused', rdr: 'sets-refused' }, refused: 'dice.syntax.group-braces', suggestion: '(1d20+5)' },
  { input: '{4d6+2d8, 3d20+3}k1', from: 'rpg-dice-roller', peers: { roll20: 'sets-refused', rdr: 'sets-refused' }, refused: 'dice.syntax.group-braces', suggestion: '(…)' },
  { input: '(1d4 + 1, 3, 2d6kl1)kh1', from: 'd20', peers: { d20: 'sets-refused' }, refused: 'dice.syntax.group-braces', suggestion: '(…)' },
  // Numbers the notation does not read.
  { input: '1.5', from: 'd20', peers: {}, refused: 'dice.syntax.decimal-number', suggestion: '3/2' },
  { input: '1d20+1.45', from: 'd20', peers: {}, refused: 'dice.syntax.decimal-number', suggestion: '29/20' },
  { input: '1d20+PB', from: '5e', peers: {}, refused: 'dice.syntax.variable-word', suggestion: '1d20+5' },
  { input: '1d20+STR', from: '5e', peers: {}, refused: 'dice.syntax.variable-word', suggestion: '1d20+5' },
];
