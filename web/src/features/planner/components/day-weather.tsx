import type { DayWeather } from "@itinerary/contract/trip-weather";
import { weatherChip, type WeatherGlyph } from "../model/day-weather";

/** A day's weather beside its heading: a picture, the high and low, and the chance of rain. */
export function DayWeatherChip({ weather }: { weather: DayWeather | undefined }) {
  if (!weather) return null;
  const chip = weatherChip(weather);
  return (
    <p className={`day-weather is-${weather.kind}`} data-testid="day-weather">
      <WeatherIcon glyph={chip.glyph} label={chip.label} />
      <span className="visually-hidden">{chip.spoken}</span>
      <span aria-hidden="true" className="day-weather-temperatures">
        {chip.temperatures}
      </span>
      <span aria-hidden="true" className="day-weather-rain">
        {chip.rain}
      </span>
    </p>
  );
}

/** Shapes drawn in a 24-unit box, in the text's colour (the sun in the accent). */
const CLOUD = "M7 18h10a4 4 0 0 0 .5-7.97A5.5 5.5 0 0 0 6.8 11.1 3.5 3.5 0 0 0 7 18z";

function WeatherIcon({ glyph, label }: { glyph: WeatherGlyph; label: string }) {
  return (
    <svg
      className={`weather-icon is-${glyph}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      {glyph === "sun" ? <Sun cx={12} cy={12} r={4.5} /> : null}
      {glyph === "partly" ? <Sun cx={8.5} cy={8} r={3.2} /> : null}
      {glyph !== "sun" && glyph !== "fog" ? <path d={CLOUD} className="weather-cloud" /> : null}
      {glyph === "fog" ? (
        <g className="weather-lines">
          <path d="M4 8h16M3 12h18M5 16h14M7 20h10" />
        </g>
      ) : null}
      {glyph === "rain" ? (
        <g className="weather-lines">
          <path d="M9 20l-1 2.5M13 20l-1 2.5M17 20l-1 2.5" />
        </g>
      ) : null}
      {glyph === "snow" ? (
        <g className="weather-dots">
          <circle cx="8.5" cy="21" r="1" />
          <circle cx="12.5" cy="22" r="1" />
          <circle cx="16.5" cy="21" r="1" />
        </g>
      ) : null}
      {glyph === "storm" ? <path d="M13 17l-2.5 3.5h3L11 24" className="weather-bolt" /> : null}
    </svg>
  );
}

function Sun({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  const rays = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 4;
    const from = r + 1.5;
    const to = r + 3.2;
    return `M${cx + from * Math.cos(angle)} ${cy + from * Math.sin(angle)}L${cx + to * Math.cos(angle)} ${cy + to * Math.sin(angle)}`;
  });
  return (
    <g className="weather-sun">
      <circle cx={cx} cy={cy} r={r} />
      <path d={rays.join("")} />
    </g>
  );
}
