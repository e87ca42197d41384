/** The walk of a built API's records (api-walk.ts) finds closed records, markup and anchors. */
import { describe, expect, it } from 'vitest';
import { emptyWalk, walkDocument } from './api-walk.ts';

const sources = { 'srd-5.2': { open: true }, playtest: { open: false }, 'free-rules-2024': { open: false } };
const rule = {
  kind: 'rule',
  source: 'srd-5.2',
  license: 'CC-BY-4.0',
  open: true,
  text: 'Roll 1d20.',
  page: '/en/rules/D20Tests/#AbilityChecks',
};

describe('walkDocument', () => {
  it('counts the records and texts of an open document and finds nothing closed', () => {
    const walk = emptyWalk();
    walkDocument({ kind: 'bulk', rules: [rule, rule] }, 'en/all.json', sources, walk);
    expect(walk).toMatchObject({ records: 2, texts: 2, closed: [], markup: [] });
    expect(walk.anchors).toHaveLength(2);
  });

  it('finds a closed Playtest block inside an open-looking rule, and a record whose source is closed', () => {
    const walk = emptyWalk();
    const playtest = { title: 'T', text: 'x', source: 'playtest', license: 'Playtest', open: false };
    walkDocument({ ...rule, playtest }, 'a.json', sources, walk);
    walkDocument({ ...rule, source: 'free-rules-2024' }, 'b.json', sources, walk);
    expect(walk.closed).toEqual([
      'a.json.playtest: playtest (Playtest), open false',
      'b.json: free-rules-2024 (CC-BY-4.0), open true',
    ]);
  });

  it('finds markup left in a plain text: bold after CJK punctuation, a link, a heading ID', () => {
    const walk = emptyWalk();
    walkDocument({ ...rule, text: '**掷骰。**你' }, 'zh.json', sources, walk);
    walkDocument({ ...rule, text: 'See [Prone](term:ProneCondition).' }, 'en.json', sources, walk);
    walkDocument({ ...rule, text: 'Title {#Id}' }, 'th.json', sources, walk);
    walkDocument({ ...rule, text: 'A d20 * 2 is not emphasis; 5 × 2 neither.' }, 'ok.json', sources, walk);
    expect(walk.markup.map((line) => line.split(':')[0])).toEqual([
      'zh.json.text',
      'en.json.text',
      'th.json.text',
    ]);
  });
});
