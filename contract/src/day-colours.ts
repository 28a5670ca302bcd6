/**
 * The colour that marks a day on every map and list: Okabe and Ito's palette for colour-vision
 * deficiencies, ordered so neighbouring days contrast most, with the pale yellow last. The same
 * values as the web map's, so a printed day wears the colour it has on screen.
 */
export const DAY_PALETTE = [
  "#0072B2",
  "#D55E00",
  "#009E73",
  "#CC79A7",
  "#E69F00",
  "#56B4E9",
  "#000000",
  "#F0E442",
] as const;

export interface DayColour {
  /** Marker fill and route line. */
  fill: string;
  /** A number written on the fill: whichever of white or near-black reads better. */
  text: string;
}

const LIGHT_TEXT = "#ffffff";
const DARK_TEXT = "#111827";

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two "#rrggbb" colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A day keeps its colour whatever else is shown: day 9 wraps to day 1's. */
export function dayColour(day: number): DayColour {
  const count = DAY_PALETTE.length;
  const fill = DAY_PALETTE[(((day - 1) % count) + count) % count]!;
  const text = contrastRatio(fill, LIGHT_TEXT) >= contrastRatio(fill, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
  return { fill, text };
}
