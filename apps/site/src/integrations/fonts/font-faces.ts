/**
 * The self-hosted faces the build subsets (integrations/fonts/subset-fonts.ts): which characters each
 * family draws, the fontsource files they are cut from, and the installed fonts a reader's device
 * is asked for first (`local()`), so a phone with its own Thai or Chinese font downloads nothing.
 * Latin text is left to the system fonts on every page.
 *
 * Chinese has no bold face: Chrome, Safari and Firefox draw bold Chinese by emboldening the
 * regular one. Bold text (headings, the sidebar, calculator labels) spans nearly every character
 * the site uses, so a bold subset would double what a Chinese page downloads (≈ +210 KB).
 */
import { intlLocale, LANGUAGE_NAMES } from '@polyhedral/i18n';
import type { GroupPlanOptions } from './page-groups.ts';

export interface FaceSpec {
  family: string;
  /** Directory name in the fontsource package (`@fontsource/<package>`). */
  fontsourcePackage: string;
  weight: 400 | 700;
  /** fontsource files (in `files/`), first one that has a glyph wins; later ones fill gaps. */
  sources: string[];
  /** Installed fonts to use before downloading (full names and PostScript names). */
  local: string[];
  /** Characters this family draws (others fall through to the rest of the font stack). */
  covers: (code: number) => boolean;
  /** Characters per file, most used first: a page downloads only the files its text needs. */
  chunkSizes?: number[];
  /**
   * Instead of `chunkSizes`: a core file shared by every page, one file per group of pages for
   * their other characters under a family of its own (`family`, before this one in the font
   * stacks: fonts.css), and fallback slices for text shown after load (fonts/page-groups.ts).
   */
  pageGroups?: { family: string } & GroupPlanOptions;
  /**
   * Characters in a file of their own, before the others: the language menu names 简体中文 on
   * every page, and a page with no other Chinese text should not download more for it.
   */
  pinned?: string;
  /**
   * Characters the site shows that none of `sources` draws are looked for in the package's numbered
   * slices (gap-slices.ts), which then fill those gaps (Noto Sans TC's Traditional file lacks 酶 and
   * 哐: without this a zh-Hant page drew them with no web font, a blank on a bare device).
   */
  fillGapsFromSlices?: boolean;
  /**
   * A few characters none of `sources` draws, taken from another package's file and put in the
   * pinned file (merged: fonts/merged-subset.ts): the language menu's 简体中文 on zh-Hant pages, whose
   * 简 Noto Sans TC lacks, so a zh-Hant page does not fetch Noto Sans SC's pinned file for it.
   */
  borrowed?: { fontsourcePackage: string; file: string; text: string };
  /**
   * The language menu names this face's language on every page (ไทย): a page of another language
   * with no other character of this face gets those letters from a file of their own (1 KB, not 7).
   * Unlike `pinned`, they stay in the face's own files too: a Thai mark must come from the file its
   * base letter comes from (ที่ drew its mark out of place when ท sat in a file of its own).
   */
  menuName?: { text: string; lang: string };
  /**
   * A family of this face's advance widths without outlines (fonts/metrics-font.ts), inline, next in
   * the font stack: the invisible text laid out while the webfont downloads breaks its lines as
   * the webfont will, so nothing moves when it arrives. `blocks` keep its cmap to a few ranges.
   */
  metrics?: { family: string; blocks: ReadonlyArray<readonly [number, number]> };
  /**
   * The pages whose text this face is cut for, by their `lang` (the Chinese faces split the Chinese
   * pages by script: Simplified glyphs for zh-CN, Traditional for zh-Hant). Absent: every page.
   * A page outside it draws this face's characters only where an element asks for its language
   * (the language menu's names), from the shared files, and never starts loading them early.
   */
  pageLangs?: { only: readonly string[] } | { except: readonly string[] };
}

/** Whether `face` is cut for, and loaded early on, a page whose `lang` is `lang`. */
export function drawsPage(face: FaceSpec, lang: string): boolean {
  if (face.pageLangs === undefined) return true;
  return 'only' in face.pageLangs
    ? face.pageLangs.only.includes(lang)
    : !face.pageLangs.except.includes(lang);
}

const TRADITIONAL = intlLocale('zh-hant');

/**
 * The languages fonts.css gives a font stack of their own (`:lang(…)`): an element marked with one
 * of them draws its Chinese with that stack. An element marked with another language (an English
 * passage on a Chinese page) keeps its page's stack, so its text asks for no face of its own.
 */
export const STACK_LANGS: readonly string[] = [intlLocale('zh'), TRADITIONAL, intlLocale('th')];

/** Han ideographs, CJK punctuation, full-width forms and the quotes/dashes Chinese text uses. */
export const CHINESE_BLOCKS: ReadonlyArray<readonly [number, number]> = [
  [0x00b7, 0x00b7], // middle dot (间隔号)
  [0x2014, 0x2014], // em dash (破折号 ——)
  [0x2018, 0x201d], // curly quotes
  [0x2026, 0x2026], // ellipsis (省略号 ……)
  [0x2e80, 0x2fdf], // radicals
  [0x3000, 0x303f], // CJK symbols and punctuation
  [0x3400, 0x4dbf], // extension A
  [0x4e00, 0x9fff], // unified ideographs
  [0xf900, 0xfaff], // compatibility ideographs
  [0xfe30, 0xfe4f], // compatibility forms
  [0xff00, 0xffef], // half- and full-width forms
];

export function isChineseCharacter(code: number): boolean {
  return CHINESE_BLOCKS.some(([lo, hi]) => code >= lo && code <= hi);
}

export function isThaiCharacter(code: number): boolean {
  return code >= 0x0e00 && code <= 0x0e7f;
}

const SC_FILE = 'noto-sans-sc-chinese-simplified-400-normal.woff2';
/**
 * The Traditional file has the Han characters and the CJK punctuation, not the full-width forms
 * (！（）＋，－０-９：；？); fontsource's numbered slices that hold those fill the gaps (they are
 * drawn centred in Taiwan's style, unlike Noto Sans SC's).
 */
const TC_FILES = ['chinese-traditional', 105, 106, 107, 108, 109, 112, 115, 118, 119].map(
  (slice) => `noto-sans-tc-${slice}-400-normal.woff2`,
);

/**
 * How both Chinese faces are cut: Chinese characters, a core file and page groups (a rule page
 * cold: 85-99 KB, core 56 KB + its group, instead of 218 KB; measured in the build's plan over 417
 * Chinese pages, docs/DECISIONS.md, issue 34) and a metrics font, each family named after the face.
 */
function chineseCut(
  family: string,
): Pick<FaceSpec, 'family' | 'fontsourcePackage' | 'weight' | 'covers' | 'pageGroups' | 'metrics'> {
  return {
    family,
    fontsourcePackage: family.toLowerCase().replace(/ /g, '-'),
    weight: 400,
    covers: isChineseCharacter,
    pageGroups: { family: `${family} Page`, coreSize: 400, fallbackSize: 350, slack: 0.2, slackChars: 30 },
    metrics: { family: `${family} Metrics`, blocks: CHINESE_BLOCKS },
  };
}

const thaiFace = (weight: 400 | 700): Omit<FaceSpec, 'local'> => ({
  family: 'Noto Sans Thai',
  fontsourcePackage: 'noto-sans-thai',
  weight,
  sources: [`noto-sans-thai-thai-${weight}-normal.woff2`],
  covers: isThaiCharacter,
  chunkSizes: [200],
});

export const FACES: FaceSpec[] = [
  {
    ...chineseCut('Noto Sans SC'),
    sources: [SC_FILE],
    local: [
      'Noto Sans SC',
      'NotoSansSC-Regular',
      'PingFang SC',
      'PingFangSC-Regular',
      'Microsoft YaHei',
      'MicrosoftYaHei',
      'Noto Sans CJK SC',
      'NotoSansCJKsc-Regular',
      'Source Han Sans SC',
      'SourceHanSansSC-Regular',
      'Hiragino Sans GB',
      'HiraginoSansGB-W3',
      'WenQuanYi Micro Hei',
    ],
    // With the punctuation Thai and English text share with Chinese (“ ” — …), which a Thai page
    // draws with this face too, and 繁體中文, which the menu shows untagged on every page this face
    // is cut for (so an English page does not download the core file for two characters).
    pinned: `${LANGUAGE_NAMES.zh}${LANGUAGE_NAMES['zh-hant']}\u00b7\u2014\u2026\u2018\u2019\u201c\u201d`,
    pageLangs: { except: [TRADITIONAL] },
  },
  {
    // Traditional Chinese (zh-hant) pages: Taiwan's glyph forms, cut the same way as Noto Sans SC
    // from the zh-Hant pages and strings only (a zh-Hant page downloads no Simplified file).
    ...chineseCut('Noto Sans TC'),
    sources: TC_FILES,
    local: [
      'Noto Sans TC',
      'NotoSansTC-Regular',
      'PingFang TC',
      'PingFangTC-Regular',
      'Microsoft JhengHei',
      'MicrosoftJhengHei',
      'Noto Sans CJK TC',
      'NotoSansCJKtc-Regular',
      'Source Han Sans TC',
      'SourceHanSansTC-Regular',
      'Heiti TC',
    ],
    // The language menu names 繁體中文 on every page.
    pinned: LANGUAGE_NAMES['zh-hant'],
    // …and 简体中文, whose 简 only Noto Sans SC has.
    borrowed: { fontsourcePackage: 'noto-sans-sc', file: SC_FILE, text: LANGUAGE_NAMES.zh },
    fillGapsFromSlices: true,
    pageLangs: { only: [TRADITIONAL] },
  },
  {
    ...thaiFace(400),
    local: [
      'Noto Sans Thai',
      'NotoSansThai-Regular',
      'Thonburi',
      'Leelawadee UI',
      'LeelawadeeUI',
      'Sukhumvit Set Text',
      'SukhumvitSet-Text',
      'Noto Sans Thai UI',
      'NotoSansThaiUI-Regular',
    ],
    menuName: { text: LANGUAGE_NAMES.th, lang: intlLocale('th') },
  },
  {
    ...thaiFace(700),
    local: [
      'Noto Sans Thai Bold',
      'NotoSansThai-Bold',
      'Thonburi Bold',
      'Thonburi-Bold',
      'Leelawadee UI Bold',
      'LeelawadeeUI-Bold',
      'Sukhumvit Set Bold',
      'SukhumvitSet-Bold',
      'Noto Sans Thai UI Bold',
      'NotoSansThaiUI-Bold',
    ],
  },
];
