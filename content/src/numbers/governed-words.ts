import type { QuantityLanguage } from './quantity-words.ts';
/**
 * What a direction word may govern besides a number, a die or a fraction (decision 411): the
 * quantities the rules raise and lower. A firm direction word with none of these in its clause
 * ("ข้อความที่ผู้ดูแลเพิ่มเอง", text the maintainer added) is read as a soft one: it adds text, not a
 * quantity. Regular-expression sources, taken from the corpus. Chinese 获得 (gain) is a direction
 * only beside 生命值 (获得 8 点生命值, quantity-words.ts): it gains Advantage, a proficiency or a
 * language as often as a number (decision 512).
 */
export const GOVERNED: Record<QuantityLanguage, string> = {
  en: '\\b(?:damage|hit points?|HP|speed|bonus\\w*|penalt\\w*|AC|DC|Armor Class|modifier\\w*|scores?|rolls?|totals?|levels?|dice|die|d\\d|exhaustion|proficiency|weight|cost|range|distance|duration|temporary)\\b',
  th: 'ความเสียหาย|คะแนน|พลังชีวิต|HP|ความเร็ว|โบนัส|บทลงโทษ|AC|DC|ค่า|ระดับ|เลเวล|ลูกเต๋า|ทอย|ผลรวม|ฟุต|ไมล์|ความเหนื่อยล้า|ความอ่อนล้า|ความชำนาญ|น้ำหนัก|ระยะ|ครึ่ง|เท่า|ลูก|แต้ม|ช่อง',
  zh: '伤害|傷害|生命值|HP|速度|加值|减值|減值|罚值|罰值|AC|DC|护甲|護甲|调整值|調整值|值|等级|等級|级|級|骰|总和|總和|尺|英里|力竭|熟练|熟練|重量|距离|距離|射程|半|倍|点|點|格',
};
