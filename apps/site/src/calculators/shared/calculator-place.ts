import { createContext } from 'preact';

/** Where a calculator sits: its heading is one level below the one above it, which names its region. */
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
 * The region's accessible name: title and section ("D20 Test calculator (Cover)"); the title alone
 * when the section is named like the calculator, and a title that already says "calculator" (zh
 * "旅行步调计算器") is not suffixed again.
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
