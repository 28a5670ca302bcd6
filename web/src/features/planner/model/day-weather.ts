import type { DayWeather } from "@itinerary/contract/trip-weather";

/** The few pictures a day's weather is shown with. */
export type WeatherGlyph = "sun" | "partly" | "cloud" | "fog" | "rain" | "snow" | "storm";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** What a WMO weather code means, in a traveller's words, and its picture. */
export function describeCode(code: number): { text: string; glyph: WeatherGlyph } {
  if (code === 0) return { text: "Clear sky", glyph: "sun" };
  if (code === 1) return { text: "Mostly sunny", glyph: "sun" };
  if (code === 2) return { text: "Partly cloudy", glyph: "partly" };
  if (code === 3) return { text: "Cloudy", glyph: "cloud" };
  if (code === 45 || code === 48) return { text: "Fog", glyph: "fog" };
  if (code >= 51 && code <= 57) return { text: "Drizzle", glyph: "rain" };
  if (code === 61 || code === 80) return { text: "Light rain", glyph: "rain" };
  if ((code >= 62 && code <= 67) || (code >= 81 && code <= 82)) return { text: "Rain", glyph: "rain" };
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return { text: "Snow", glyph: "snow" };
  if (code >= 95) return { text: "Thunderstorms", glyph: "storm" };
  return { text: "Mixed weather", glyph: "partly" };
}

const degrees = (celsius: number) => `${Math.round(celsius)}°`;

/** What a day's weather chip shows and what a screen reader says of it. */
export interface WeatherChip {
  glyph: WeatherGlyph;
  /** "Light rain", or "Typical for May". */
  label: string;
  /** "19° / 12°", or "Usually 19° / 12° in May". */
  temperatures: string;
  /** "40% rain", or "Rain on 30% of days". */
  rain: string;
  /** The whole of it as one sentence, for the chip's accessible name. */
  spoken: string;
}

export function weatherChip(day: DayWeather): WeatherChip {
  const range = `${degrees(day.high_c)} / ${degrees(day.low_c)}`;
  const spokenRange = `high ${Math.round(day.high_c)}°C, low ${Math.round(day.low_c)}°C`;
  if (day.kind === "forecast" && day.code !== null) {
    const { text, glyph } = describeCode(day.code);
    return {
      glyph,
      label: text,
      temperatures: range,
      rain: `${day.rain_chance}% rain`,
      spoken: `Forecast: ${text.toLowerCase()}, ${spokenRange}, ${day.rain_chance}% chance of rain`,
    };
  }
  const month = MONTHS[Number(day.date.slice(5, 7)) - 1] ?? "this month";
  // A month has no weather code: its picture comes from how often it rains.
  const glyph: WeatherGlyph = day.rain_chance >= 40 ? "rain" : day.rain_chance >= 20 ? "partly" : "sun";
  return {
    glyph,
    label: `Typical for ${month}`,
    temperatures: `Usually ${range} in ${month}`,
    rain: `rain on ${day.rain_chance}% of days`,
    spoken: `Typical weather in ${month}: ${spokenRange}, rain on ${day.rain_chance}% of days`,
  };
}

/** Each trip day's weather by day number (day 1 is the start date); days without weather are absent. */
export function weatherByDay(days: readonly DayWeather[], startDate: string): Map<number, DayWeather> {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const byDay = new Map<number, DayWeather>();
  for (const day of days) {
    const index = Math.round((Date.parse(`${day.date}T00:00:00Z`) - start) / 86_400_000);
    if (Number.isInteger(index) && index >= 0) byDay.set(index + 1, day);
  }
  return byDay;
}
