/** Real Kyoto sights with their real coordinates: what a well-behaved model answers. */
export const KYOTO = {
  kinkakuji: { name: "Kinkaku-ji", latitude: 35.0394, longitude: 135.7292 },
  fushimi: { name: "Fushimi Inari Taisha", latitude: 34.9671, longitude: 135.7727 },
  kiyomizu: { name: "Kiyomizu-dera", latitude: 34.9949, longitude: 135.785 },
  nijo: { name: "Nijo Castle", latitude: 35.0142, longitude: 135.748 },
  bamboo: { name: "Arashiyama Bamboo Grove", latitude: 35.017, longitude: 135.6713 },
  gion: { name: "Gion", latitude: 35.0037, longitude: 135.7788 },
};

/** A model's activity for a place, with plausible details; `extra` overrides any field. */
export function stop(
  place: { name: string; latitude: number; longitude: number },
  extra: Record<string, unknown> = {},
) {
  return {
    ...place,
    transport: "Bus from the previous stop",
    highlight: `The best of ${place.name}.`,
    opening_hours: "09:00–17:00",
    entry_fee: "$5",
    cost_usd: 5,
    duration_minutes: 90,
    ...extra,
  };
}
