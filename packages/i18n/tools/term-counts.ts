/**
 * How often each rendering of a concept appears, per language and surface (rules / glossary /
 * site / tools / docs): the bilingual readings' "one term per concept" table, over every surface
 * term-surfaces.ts reads. `tsx tools/term-counts.ts` prints a Markdown table; the first rendering
 * of each row is the name the glossary holds.
 */
import { convertText } from '../src/zh-hant/convert-text.ts';
import { SURFACE_KINDS, type SurfaceLocale, termSurfaces } from './term-surfaces.ts';

const RENDERINGS: Record<string, { th: string[]; zh: string[] }> = {
  approval: { th: ['รับรอง', 'อนุมัติ', 'ยืนยัน'], zh: ['认可', '确认', '批准', '获批', '签名确认'] },
  acceptance: { th: ['ยอมรับ', 'รับไว้'], zh: ['接受', '采纳'] },
  'stat block': { th: ['ข้อมูลมอนสเตอร์', 'ข้อมูลสิ่งมีชีวิต'], zh: ['数据面板', '数据块'] },
  playtest: {
    th: ['ฉบับทดลองเล่น', 'เพลย์เทสต์', 'ทดสอบการเล่น'],
    zh: ['测试版规则', '测试规则', '试玩', '游戏测试'],
  },
  'rules glossary': { th: ['รายการกฎ', 'Rules Glossary'], zh: ['规则术语表', 'Rules Glossary'] },
  section: { th: ['หัวข้อ', 'ส่วน'], zh: ['小节', '部分'] },
};

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** Rows `concept | locale | rendering | rules / glossary / site / tools / docs`. */
export function termCountRows(): string[] {
  const rows: string[] = [];
  for (const locale of ['th', 'zh', 'zh-hant'] as SurfaceLocale[]) {
    const surfaces = termSurfaces(locale);
    for (const [concept, byLocale] of Object.entries(RENDERINGS)) {
      const forms =
        locale === 'th'
          ? byLocale.th
          : locale === 'zh'
            ? byLocale.zh
            : byLocale.zh.map((form) => convertText(form));
      for (const form of forms) {
        const counts = SURFACE_KINDS.map((kind) =>
          surfaces
            .filter((surface) => surface.kind === kind)
            .reduce((sum, s) => sum + count(s.text, form), 0),
        );
        rows.push(`| ${concept} | ${locale} | ${form} | ${counts.join(' / ')} |`);
      }
    }
  }
  return rows;
}

if (import.meta.main) {
  console.log('| concept | locale | rendering | rules / glossary / site / tools / docs |\n|---|---|---|---|');
  for (const row of termCountRows()) console.log(row);
}
