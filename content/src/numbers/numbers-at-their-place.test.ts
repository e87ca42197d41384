/**
 * Every number at its place (issue 86, item 5): each translated block's numbers, signs, dice,
 * units, multipliers and number words against its English block's, in order. The ten cases the
 * issue names, each refused and its correct form accepted: the sixth bilingual reading's six
 * (+2 and +5 swapped, with or without their signs, and two plain numbers of two clauses; 2d6 and 1d6 swapped, +2 written −2, 尺 written 米, 五倍 written 三倍,
 * "subtract" written บวก) and the four an attacker tried (`+³ AC`, `+٣ AC`, `AC加三`, `1D10`).
 * Real sections go through checkSectionText, the check the workbench, import and the review page
 * run (`content check` runs the same qaSectionFindings: section-parity.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../loader/load-content.ts';
import { qaOfRule } from '../qa/qa-of-rule.ts';
import { reviewSectionData } from '../review/page/review-section-data.ts';
import { checkSectionText } from '../section-check/check-section-text.ts';

const model = loadContent();

/** The findings of a real section with one edit (the edit must change the text). */
function edited(locale: 'th' | 'zh', id: string, from: string, to: string) {
  const data = reviewSectionData(model, locale, id)!;
  expect(data.translation.markdown).toContain(from);
  const markdown = data.translation.markdown.replace(from, to);
  return checkSectionText({ ...data.check, translation: { markdown, depth: data.translation.depth } }).map(
    ({ code, params, line }) => ({ code, params, line }),
  );
}

const qa = qaOfRule;

const codes = (findings: { code: string }[]) => findings.map((finding) => finding.code);

describe('the sixth reading: six errors that changed a rule, each now refused', () => {
  // SRD 5.2 Rules Glossary, Cover: Half Cover +2 to AC and Dexterity saves, Three-Quarters +5.
  const cover = 'Half Cover gives a +2 bonus to AC; Three-Quarters Cover gives a +5 bonus to AC.';

  it('+2 and +5 swapped in one paragraph: content.numbers.swapped, both texts shown', () => {
    const found = qa('zh', cover, '半身掩护使 AC 获得 +5 加值；四分之三掩护使 AC 获得 +2 加值。');
    expect(found).toEqual([
      {
        code: 'content.numbers.swapped',
        params: expect.objectContaining({
          expected: '+2, +5',
          found: '+5, +2',
          block: 1,
          englishText: cover,
          blockText: '半身掩护使 AC 获得 +5 加值；四分之三掩护使 AC 获得 +2 加值。',
        }),
      },
    ]);
    expect(qa('zh', cover, '半身掩护使 AC 获得 +2 加值；四分之三掩护使 AC 获得 +5 加值。')).toEqual([]);
  });

  it('2d6 and 1d6 swapped: content.numbers.swapped', () => {
    // SRD 5.2 Weapons table: Greatsword 2d6 Slashing, Shortsword 1d6 Piercing.
    const english = 'A Greatsword deals 2d6 Slashing damage; a Shortsword deals 1d6 Piercing damage.';
    const swapped = qa('th', english, 'ดาบใหญ่สร้างความเสียหาย 1d6 ส่วนดาบสั้นสร้างความเสียหาย 2d6');
    expect(swapped.map(({ code, params }) => [code, params.expected, params.found])).toEqual([
      ['content.numbers.swapped', '2d6, 1d6', '1d6, 2d6'],
    ]);
    expect(qa('th', english, 'ดาบใหญ่สร้างความเสียหาย 2d6 ส่วนดาบสั้นสร้างความเสียหาย 1d6')).toEqual([]);
    // The same in a real section: a Critical Hit with a Dagger rolls 2d4 rather than 1d4.
    const critical = edited(
      'zh',
      'CriticalHits',
      '掷出 2d4 作为伤害值，而非 1d4',
      '掷出 1d4 作为伤害值，而非 2d4',
    );
    expect(codes(critical)).toEqual(['content.numbers.swapped']);
  });

  it('two distances swapped (plain numbers of one unit): content.numbers.swapped', () => {
    // Two distances of one block in the English's order (a made-up sentence: what is checked is
    // only that 30 and 60, both in feet, keep their places).
    const english = 'The path runs 30 feet north, then 60 feet east.';
    const swapped = qa('zh', english, '小路向北延伸 60 尺，然后向东延伸 30 尺。');
    expect(swapped.map(({ code, params }) => [code, params.expected, params.found])).toEqual([
      ['content.numbers.swapped', '30, 60', '60, 30'],
    ]);
    expect(qa('zh', english, '小路向北延伸 30 尺，然后向东延伸 60 尺。')).toEqual([]);
    expect(codes(qa('th', english, 'ทางเดินไปทางเหนือ 60 ฟุต แล้วไปทางตะวันออก 30 ฟุต'))).toEqual([
      'content.numbers.swapped',
    ]);
    // Numbers with no unit still move with the grammar, unflagged ("14 costs 7 of your 27").
    expect(qa('zh', 'This costs 14 of your 27 points.', '这要花费你 27 点中的 14 点。')).toEqual([]);
  });

  it('two numbers with no sign, label or unit swapped between two clauses: content.numbers.swapped (decision 297)', () => {
    // The sixth reading's "two numbers swapped inside one paragraph", written without signs: each
    // clause names its own cover, and the translation trades their bonuses (SRD 5.2 Cover: 2 and 5).
    const english = 'Half Cover gives a bonus of 2 to AC, and Three-Quarters Cover gives a bonus of 5.';
    const zh = qa('zh', english, '半身掩护使 AC 获得 5 点加值，四分之三掩护则获得 2 点加值。');
    expect(zh.map(({ code, params }) => [code, params.expected, params.found])).toEqual([
      ['content.numbers.swapped', '2, 5', '5, 2'],
    ]);
    expect(qa('zh', english, '半身掩护使 AC 获得 2 点加值，四分之三掩护则获得 5 点加值。')).toEqual([]);
    // The Thai names here are not the glossary's (its term-name findings are another check's).
    const numbers = (text: string) =>
      codes(qa('th', english, text)).filter((code) => code.includes('number'));
    expect(numbers('การกำบังครึ่งตัวให้โบนัส 5 ต่อ AC และการกำบังสามในสี่ให้โบนัส 2')).toEqual([
      'content.numbers.swapped',
    ]);
    expect(numbers('การกำบังครึ่งตัวให้โบนัส 2 ต่อ AC และการกำบังสามในสี่ให้โบนัส 5')).toEqual([]);
  });

  it('+2 and +5 swapped with their signs dropped: content.numbers.swapped', () => {
    const found = qa('zh', cover, '半身掩护使 AC 获得 5 点加值；四分之三掩护使 AC 获得 2 点加值。');
    expect(found.map(({ code, params }) => [code, params.expected, params.found])).toEqual([
      ['content.numbers.swapped', '+2, +5', '+5, +2'],
    ]);
    expect(qa('zh', cover, '半身掩护使 AC 获得 2 点加值；四分之三掩护使 AC 获得 5 点加值。')).toEqual([]);
  });

  it('two numbers of two sentences swapped: content.numbers.swapped; the grammar inside one clause is free', () => {
    // SRD 5.2 Point Cost (zh AbilityScoresandBackgrounds): "27 点中的 7 点" turns "7 of your 27" round
    // inside one clause, accepted; "You have 14 points … a score of 27" trades two sentences' numbers.
    const english =
      'You have 27 points to spend on your ability scores. For example, a score of 14 costs 7 of your 27 points.';
    expect(
      qa('zh', english, '你有 27 点可用于购买属性值。例如，数值 14 需要花费你 27 点中的 7 点。'),
    ).toEqual([]);
    const found = qa('zh', english, '你有 14 点可用于购买属性值。例如，数值 27 需要花费你 27 点中的 7 点。');
    expect(found.map(({ code, params }) => [code, params.expected, params.found])).toEqual([
      ['content.numbers.swapped', '27, 14', '14, 27'],
    ]);
    // Temporary Hit Points: "grants you 12 … when you already have 10" is one English clause; the
    // Chinese puts the "when" first (当你已经有 10 点…时，如果…给你 12 点): accepted.
    const temporary =
      'For example, if a spell grants you 12 Temporary Hit Points when you already have 10, you can have 12 or 10, not 22.';
    expect(
      qa(
        'zh',
        temporary,
        '例如，当你已经有 10 点临时生命值时，如果一个法术给你 12 点临时生命值，你可以有 12 点或 10 点临时生命值，而不是 22 点临时生命值。',
      ),
    ).toEqual([]);
  });

  it('+2 written −2: content.numbers.sign (the Proficiency Bonus of a level 1 character is +2)', () => {
    const found = edited('zh', 'AbilityScoresandBackgrounds', '熟练加值为 +2', '熟练加值为 −2');
    expect(found.map(({ code, params }) => [code, params.expected, params.found])).toEqual([
      ['content.numbers.sign', '+2', '−2'],
    ]);
  });

  it('尺 written 米 (and ฟุต written เมตร): content.numbers.unit, the project keeps feet', () => {
    const zh = edited('zh', 'PlayingonaGrid', '每个方格代表 5 尺', '每个方格代表 5 米');
    expect(zh.map(({ code, params }) => [code, params.found, params.expected])).toEqual([
      ['content.numbers.unit', '米', '尺'],
    ]);
    const th = edited('th', 'PlayingonaGrid', 'แต่ละช่องแทนระยะ 5 ฟุต', 'แต่ละช่องแทนระยะ 5 เมตร');
    expect(th.map(({ code, params }) => [code, params.found, params.expected])).toEqual([
      ['content.numbers.unit', 'เมตร', 'ฟุต'],
    ]);
  });

  it('五倍 written 三倍: content.numbers.multiplier', () => {
    const english = 'Its carrying capacity is five times that of a Medium creature.';
    expect(codes(qa('zh', english, '其负重能力是中型生物的三倍。'))).toEqual(['content.numbers.multiplier']);
    expect(qa('zh', english, '其负重能力是中型生物的五倍。')).toEqual([]);
    expect(qa('th', english, 'น้ำหนักที่แบกได้เป็นห้าเท่าของสิ่งมีชีวิตขนาดกลาง')).toEqual([]);
    // Travel Pace: mounts move "twice that distance" (两倍), not three times.
    const pace = edited('zh', 'TravelPace', '移动两倍的距离', '移动三倍的距离');
    expect(pace.map(({ code, params }) => [code, params.found])).toEqual([
      ['content.numbers.multiplier', '3'],
    ]);
  });

  it('"subtract" written บวก: content.numbers.sign-word (damage is subtracted from Hit Points)', () => {
    const found = edited('th', 'HitPoints', 'ให้หักความเสียหายนั้นออกจาก', 'ให้บวกความเสียหายนั้นเข้ากับ');
    expect(found.map(({ code, params }) => [code, params.word])).toEqual([
      ['content.numbers.sign-word', 'subtract'],
    ]);
  });
});

describe('four forms an attacker tried, each refused; the right form accepted', () => {
  const plusThree = 'A target behind an arrow slit has a +3 bonus to AC.';
  const zhCover = (added: string) =>
    edited('zh', 'Cover', '则目标拥有四分之三掩护。', `则目标拥有四分之三掩护（${added}）。`);

  it('+³ AC (a superscript digit): its form refused, and the 3 the English lacks', () => {
    expect(codes(zhCover('+³ AC'))).toEqual(['content.numbers.digit-form', 'content.qa.number-extra']);
    expect(codes(qa('zh', plusThree, '射箭孔后的目标 AC 获得 +³ 加值。'))).toEqual([
      'content.numbers.digit-form',
    ]);
    expect(qa('zh', plusThree, '射箭孔后的目标 AC 获得 +3 加值。')).toEqual([]);
  });

  it('+٣ AC (an Arabic-Indic digit): the same', () => {
    const found = zhCover('+٣ AC');
    expect(found.map(({ code, params }) => [code, params.written ?? params.value])).toEqual([
      ['content.numbers.digit-form', '٣'],
      ['content.qa.number-extra', '3'],
    ]);
    expect(codes(qa('th', plusThree, 'เป้าหมายหลังช่องยิงธนูได้โบนัส +๓ ต่อ AC'))).toEqual([
      'content.numbers.digit-form',
    ]);
  });

  it('AC加三 (a number word after an add word) is +3: refused where the English has no 3, accepted where it has', () => {
    expect(zhCover('AC加三').map(({ code, params }) => [code, params.value])).toEqual([
      ['content.qa.number-extra', '3'],
    ]);
    expect(qa('zh', plusThree, '射箭孔后的目标AC加三。')).toEqual([]);
    expect(codes(qa('zh', plusThree, '射箭孔后的目标AC加二。'))).toEqual(['content.qa.number-changed']);
  });

  it('1D10 (a capital D) is refused even with the right value', () => {
    const english = 'Roll 1d10 for the damage.';
    expect(qa('zh', english, '伤害掷 1D10。')).toEqual([
      {
        code: 'content.numbers.dice-case',
        params: expect.objectContaining({ found: '1D10', expected: '1d10' }),
      },
    ]);
    expect(qa('zh', english, '伤害掷 1d10。')).toEqual([]);
  });
});

describe('what the number check leaves alone', () => {
  it('plain numbers that change places with the grammar ("14 costs 7 of your 27": 27 点中的 7 点)', () => {
    const english = 'For example, a score of 14 costs 7 of your 27 points.';
    expect(qa('zh', english, '例如，数值 14 需要花费你 27 点中的 7 点。')).toEqual([]);
  });

  it('a number word written as a digit before a number of the same value is no change of order ("two creatures" is "2 ตัว")', () => {
    const english = 'Choose two creatures; each gains 5 temporary points, and you gain 2.';
    const numbers = (locale: 'th' | 'zh', text: string) =>
      codes(qa(locale, english, text)).filter((code) => code.includes('number'));
    expect(numbers('zh', '选择 2 个生物；每个获得 5 点临时点数，而你获得 2 点。')).toEqual([]);
    expect(numbers('th', 'เลือกสิ่งมีชีวิต 2 ตัว แต่ละตัวได้ 5 แต้มชั่วคราว และคุณได้ 2 แต้ม')).toEqual([]);
    // Without the number word, the same two clauses traded are still refused.
    const plain = 'Each creature gains 5 temporary points; you gain 2.';
    expect(codes(qa('zh', plain, '每个生物获得 2 点临时点数；你获得 5 点。'))).toEqual([
      'content.numbers.swapped',
    ]);
  });

  it('a condition after a comma is put first in Chinese and Thai: "…, if …" and "…, unless …" are one clause', () => {
    // Chinese and Thai grammar open with the condition ("如果…，…", "除非…，否则…"): the English
    // comma before "if" or "unless" does not part two clauses (a false alarm before).
    const english = 'You regain 5 uses, if you have fewer than 2 left.';
    expect(qa('zh', english, '如果你剩余的次数少于 2 次，你恢复 5 次。')).toEqual([]);
    const unless = 'A creature can take 3 actions, unless it has 1 or fewer reactions.';
    expect(qa('zh', unless, '除非生物只有 1 个或更少反应，否则它可以执行 3 个动作。')).toEqual([]);
    expect(
      codes(qa('th', english, 'ถ้าคุณเหลือน้อยกว่า 2 ครั้ง คุณฟื้นฟู 5 ครั้ง')).filter((code) => code.includes('number')),
    ).toEqual([]);
    // Two clauses parted by "and" still keep their numbers' order.
    const two = 'You regain 5 uses, and you lose 2.';
    expect(codes(qa('zh', two, '你恢复 2 次，并失去 5 次。'))).toEqual(['content.numbers.swapped']);
  });

  it('a range is one clause: "+2 at levels 1–4" is "1–4 级为 +2" (glossary, Proficiency Bonus)', () => {
    const english = 'A bonus (+2 at levels 1–4, rising to +6 at levels 17–20) added to D20 Tests.';
    expect(qa('zh', english, '加到 D20 检定上的加值（1–4 级为 +2，17–20 级升至 +6）。')).toEqual([]);
    // Two ranges' bonuses traded are still refused (the signed numbers keep their order).
    expect(codes(qa('zh', english, '加到 D20 检定上的加值（1–4 级为 +6，17–20 级升至 +2）。'))).toEqual([
      'content.numbers.swapped',
    ]);
  });

  it('a number word of the English written as a digit ("four", "each foot")', () => {
    const english = 'Four Tiny creatures fit in a square, and each foot costs 1 extra foot.';
    expect(qa('th', english, 'สิ่งมีชีวิตขนาดจิ๋ว 4 ตัวอยู่ในช่องเดียว และทุก 1 ฟุตใช้ระยะเพิ่ม 1 ฟุต')).toEqual([]);
  });

  it('a section only the translation has keeps the form checks: 1D12 and Thai digits refused', () => {
    // Thai "Dice: Damage" (translation-only): the Greataxe's 1d12 (SRD 5.2 Weapons table).
    expect(codes(edited('th', 'Damage', '(Greataxe) ใช้ 1d12', '(Greataxe) ใช้ 1D12'))).toEqual([
      'content.numbers.dice-case',
    ]);
    const thai = edited('th', 'PercentileDice', 'ทอยได้ 71', 'ทอยได้ ๗๑');
    expect(thai.map(({ code, params }) => [code, params.written])).toEqual([
      ['content.numbers.digit-form', '๗'],
      ['content.numbers.digit-form', '๑'],
    ]);
  });

  it('a block the translation adds ({en-none}) is held to the core: Greataxe 1d10 refused, 1d12 accepted', () => {
    // Core EXAMPLE_DAMAGE_DICE, SRD 5.2 Weapons table: Greataxe 1d12.
    const english = 'Weapons deal damage.';
    const added = (dice: string) =>
      `อาวุธสร้างความเสียหาย\n\nขวานใหญ่ (Greataxe) ใช้ ${dice} {en-none=free-rules-2024-th}`;
    expect(qa('th', english, added('1d10')).map(({ code, params }) => [code, params.found])).toEqual([
      ['content.qa.fact-dice', '1d10'],
    ]);
    expect(qa('th', english, added('1d12'))).toEqual([]);
  });
});
