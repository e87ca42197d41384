/**
 * Text fixes for import-zh.ts: the speakers of the example dialogues, the term map that makes
 * one Chinese term per game term (see content/REVIEW-zh.md), and hand patches applied to the
 * generated body of one file (each must match, or the import fails).
 */

export const speakerNames: string[] = ['Jared', 'Phillip', 'Maeve', 'Russell', 'Amy'];

/** [variant, chosen term], applied to every cleaned paragraph and table cell. */
export const termMap: Array<[string, string]> = [
  ['D20 挑战', 'D20 检定'],
  ['d20 检定', 'D20 检定'],
  ['状态块', '数据面板'],
  ['熟练度', '熟练项'],
  ['属性检查', '属性检定'],
  ['自然1', '天然 1'],
  ['自然 1', '天然 1'],
  ['撒离', '撤离'],
  ['察觉或生存', '察觉或求生'],
  ['确定加成', '确定加值'],
  ['惩罚或加成', '减值或加值'],
  ['躲藏在物体后', '躲藏在物件后'],
  ['躲藏物体', '躲藏物件'],
  ['生物、物体或地点', '生物、物件或地点'],
  ['某些生物和物体', '某些生物和物件'],
  ['通常需要执行行动', '通常需要执行动作'],
  ['只能执行一个行动', '只能执行一个动作'],
  ['执行躲藏行动', '执行躲藏动作'],
  ['并执行一个行动', '并执行一个动作'],
  ['“使用”行动', '“使用”动作'],
  ['骰先攻', '掷先攻'],
  ['偷袭属性', '偷袭特性'],
  ['行进速度表', '旅行步调表'],
  ['每种行进速度', '每种旅行步调'],
  ['快速、正常或慢速行进', '快速、常速或慢速行进'],
  ['以正常速度行进时', '以常速行进时'],
  ['重度视线受阻的区域', '重度遮蔽的区域'],
  ['感知豁免的熟练项', '感知豁免检定的熟练项'],
  ['进行感知豁免时', '进行感知豁免检定时'],
  ['智力和感知豁免上', '智力和感知豁免检定上'],
  ['欺骗或说服', '欺瞒或说服'],
  ['盲目状态', '目盲状态'],
  ['--', '——'],
  ['您', '你'],
];

export interface Patch {
  file: string;
  from: string;
  to: string;
}

export const patches: Patch[] = [
  {
    file: 'PlayingtheGame',
    from: '它大概是这么个样子：',
    to: '它大概是这么个样子，见[游戏示例](rule:IntroductoryPlayExample)。',
  },
  { file: 'IntroductoryPlayExample', from: 'Maeve，\n\nMirabella 正在', to: 'Maeve，Mirabella 正在' },
  { file: 'Dice', from: '如果那你为十位数', to: '如果你为十位数' },
  {
    file: 'D20Tests',
    from: '生物的敏捷调整值然后，生物的 AC 可以通过护甲、魔法物品、法术等进行调整。只用一种基础 AC。',
    to: '生物的敏捷调整值\n\n然后，生物的 AC 可以通过护甲、魔法物品、法术等进行调整。\n\n**只用一种基础 AC。**',
  },
  { file: 'D20Tests', from: '| 其他 |', to: '| 视情况而定 |' },
  { file: 'D20Tests', from: '英勇激励（见侧边栏）', to: '英勇激励（见[侧边栏](rule:HeroicInspiration)）' },
  { file: 'SocialInteraction', from: '“社交示例”', to: '“[社交示例](rule:SocialInteractionExample)”' },
  { file: 'SocialInteractionExample', from: '是我姐姐的灾难', to: '是我妹妹的灾难' },
  { file: 'Exploration', from: '。地下城主指南有规定', to: '。《地下城主指南》有规定' },
  { file: 'Combat', from: '移动还是先执行动作。本章前面的', to: '移动还是先执行动作。\n\n本章前面的' },
  {
    file: 'Combat',
    from: '影响怪物的主要方式。与事物互动。',
    to: '影响怪物的主要方式。\n\n**与事物互动。**',
  },
  {
    file: 'Combat',
    from: '打开一扇门。如果要与第二个物件交互',
    to: '打开一扇门。\n\n如果要与第二个物件交互',
  },
  { file: 'Combat', from: '不同的增益。只有当攻击', to: '不同的增益。\n\n只有当攻击' },
  {
    file: 'Combat',
    from: '游戏中以回合为单位组织一场战斗，并拟定一个回合约等于 6 秒。',
    to: '游戏中以轮为单位组织一场战斗，并拟定一轮约等于 6 秒。',
  },
  { file: 'Combat', from: '先攻序列在此后的每个回合中保持不变。', to: '先攻序列在此后的每一轮中保持不变。' },
  { file: 'DamageandHealing', from: '使用匕首达成重击\n\n重击，', to: '使用匕首达成重击，' },
  {
    file: 'DamageandHealing',
    from: '当你已经有 10 点生命值时',
    to: '当你已经有 10 点临时生命值时',
  },
  { file: 'ExplorationExample', from: '你是瞎编的吗?', to: '你是瞎编的吗？' },
  { file: 'CombatandDamageExample', from: 'Shreeve?', to: 'Shreeve？' },
];
