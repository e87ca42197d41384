import { alignBlocks } from '../align/align-blocks.ts';
import { loadContent } from '../loader/load-content.ts';
import { alignedGroups } from '../numbers/aligned-groups.ts';
import { blockTexts } from '../numbers/block-texts.ts';
import { checkQuantities } from './quantity-findings.ts';
import { quantityLanguage, quantitySide } from './quantity-side.ts';

const model = loadContent({});
const tally = new Map<string, number>();
const samples: string[] = [];
for (const [id, entry] of model.sections) {
  const en = entry.en;
  if (!en) continue;
  for (const locale of ['th', 'zh'] as const) {
    const local = entry[locale];
    if (!local) continue;
    const E = blockTexts(en.markdown),
      T = blockTexts(local.markdown);
    const al = alignBlocks(
      E.map((b) => b.block),
      T.map((b) => b.block),
    );
    if (!al.ok) continue;
    for (const g of alignedGroups(al.en)) {
      if (g.english.length === 0) continue;
      const eb = g.english.map((i) => E[i]!),
        tb = g.translated.map((i) => T[i]!);
      checkQuantities(quantitySide(eb, 'en'), quantitySide(tb, quantityLanguage(locale)), tb[0]!.at(0), {
        ordered: true,
        excepted: () => false,
        report: (code, params, at) => {
          const key = `${locale} ${code} ${params.kind}`;
          tally.set(key, (tally.get(key) ?? 0) + 1);
          if (
            process.env.KIND &&
            params.kind === process.env.KIND &&
            (!process.env.LOC || process.env.LOC === locale)
          )
            samples.push(
              `${locale} ${id} ${at.line}:${at.column} ${code} exp=${params.expected} found=${params.found}\n  EN: ${eb
                .map((b) => b.text)
                .join(' ¶ ')
                .slice(0, 300)}\n  TR: ${tb
                .map((b) => b.text)
                .join(' ¶ ')
                .slice(0, 300)}`,
            );
        },
      });
    }
  }
}
console.log(
  [...tally]
    .sort()
    .map(([k, v]) => `${v}\t${k}`)
    .join('\n'),
);
console.log(samples.slice(0, Number(process.env.N ?? 15)).join('\n'));
