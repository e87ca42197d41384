import { createContext } from 'preact';

/**
 * Where a calculator sits on its page (CalculatorSlot.astro works it out from the content): its
 * title is a heading one level below the heading it sits under, and its region is named after
 * that heading too, so two calculators of one kind on a page, or a calculator in a quick-reference
 * card of the same name, are told apart.
 */
export interface CalculatorPlace {
  /** 2 to 6: the level of the calculator's title. */
  headingLevel: number;
  /** The title of the heading the calculator sits under, in the reader's language. */
  section: string;
}

/** Heading levels a calculator title can take: under a page's `h1`, at most `h6`. */
export function calculatorHeadingLevel(underLevel: number): number {
  return Math.min(6, Math.max(2, underLevel + 1));
}

/** Given by every island (island-props.tsx) to the frame (CalculatorFrame.tsx) that draws the title. */
export const CalculatorPlaceContext = createContext<CalculatorPlace | undefined>(undefined);

/**
 * The calculator region's accessible name: its title and the section it sits in ("D20 Test
 * calculator (Cover)"); when the section is named like the calculator (a quick-reference card
 * "Travel Pace" holding the "Travel pace" calculator), "Travel pace calculator", so the region
 * is not named like the card around it. A title that already says so (zh "旅行步调计算器" in the
 * card "旅行步调") is the name as it is, not "旅行步调计算器计算器".
 */
export function calculatorRegionName(
  title: string,
  section: string | undefined,
  format: (key: string, params: Record<string, string>) => string,
): string {
  if (!section) return title;
  const [a, b] = [title.toLocaleLowerCase(), section.toLocaleLowerCase()];
  if (!a.startsWith(b) && !b.startsWith(a)) return format('calc.common.region', { title, section });
  const alone = (name: string) => format('calc.common.regionAlone', { title: name });
  return alone(section).toLocaleLowerCase() === a ? title : alone(title);
}
