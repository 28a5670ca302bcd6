import { Component, useId, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { env } from "../../config/env";
import { tileServerOrigin } from "../../config/map-tiles";
import { lazyModule } from "../../lib/lazy-module";
import type { MapAdapterProps } from "./adapter";
import { buildMapModel, dayColour, isLocated, locatedDays, NO_LOCATION_MESSAGE } from "./map-model";
import { MapPlaceholder } from "./map-placeholder";
import { StayGlyph } from "./stay-glyph";
import type { TripMapProps } from "./types";
import "./trip-map.css";

export type { MapDay, MapStop, TripMapProps } from "./types";
export { MAP_LOADING_TEXT } from "./map-placeholder";

export const MAP_LOAD_FAILED_TEXT = "The map could not be loaded. Check your connection and try again.";

type Adapter = ComponentType<MapAdapterProps>;

/**
 * The map library is fetched only where a map is shown: Google Maps with a key, Leaflet over raster
 * tiles without one. Once here, a map mounted after draws with it at once; a failed fetch is not
 * kept, so "Try again" really fetches again.
 */
const adapterModule = lazyModule<Adapter>(() =>
  env.googleMapsApiKey
    ? import("./google-map-adapter").then((module) => module.GoogleMapAdapter)
    : import("./leaflet-map-adapter").then((module) => module.LeafletMapAdapter),
);

let prepared = false;
/**
 * For a page that will show a trip's map once its trip loads: fetches the map's library and opens the
 * connection to the tiles' server now, while the trip loads, so the map draws with the trip rather
 * than after it.
 */
export function prepareTripMap(): void {
  if (prepared) return;
  prepared = true;
  adapterModule.load().catch(() => undefined);
  if (env.googleMapsApiKey) return;
  const origin = tileOrigin(env.mapTiles.url);
  if (!origin || document.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) return;
  const link = document.createElement("link");
  link.rel = "preconnect";
  link.href = origin;
  document.head.append(link);
}

/** The origin of a tile URL template ("https://{s}.tile.example.org/{z}/{x}/{y}.png"), or null when it has none of its own. */
export function tileOrigin(template: string): string | null {
  return tileServerOrigin(template, window.location.href);
}

/**
 * Draws the map with its library once that is here, the placeholder until then, and says so when the
 * library cannot be fetched or fails. The library arrives as a state update, not through Suspense: React
 * holds back what replaces a Suspense fallback for 300 ms, and the tiles' requests with it.
 */
class AdapterLoadBoundary extends Component<
  { children: (Adapter: Adapter) => ReactNode },
  { failed: boolean; Adapter: Adapter | null }
> {
  override state = { failed: false, Adapter: adapterModule.loaded() };
  private mounted = false;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    this.mounted = true;
    if (!this.state.Adapter) this.load();
  }

  override componentWillUnmount() {
    this.mounted = false;
  }

  override componentDidCatch(error: unknown) {
    console.error("The map failed to load:", error);
  }

  private load() {
    adapterModule.load().then(
      (Adapter) => this.mounted && this.setState({ Adapter }),
      (error: unknown) => {
        console.error("The map failed to load:", error);
        if (this.mounted) this.setState({ failed: true });
      },
    );
  }

  private retry = () => {
    this.setState({ failed: false });
    if (this.state.Adapter) return;
    this.load();
  };

  override render() {
    const { failed, Adapter } = this.state;
    if (failed)
      return (
        <MapPlaceholder error>
          <p>{MAP_LOAD_FAILED_TEXT}</p>
          <button type="button" className="button button-outline button-small" onClick={this.retry}>
            Try again
          </button>
        </MapPlaceholder>
      );
    return Adapter ? this.props.children(Adapter) : <MapPlaceholder />;
  }
}

/**
 * The trip map shared by the planner, the saved plan and the shared page (SPEC section 2, "Map"):
 * numbered markers for the located activities, a route line per day, a day filter, and the selected
 * activity highlighted. Callers never know which map library drew it.
 */
export function TripMap({
  days,
  selectedId = null,
  onSelect,
  highlightedId = null,
  onHighlight,
  label = "Trip Map",
  stay = null,
}: TripMapProps) {
  const [dayFilter, setDayFilter] = useState<number | null>(null);
  // Each press of "Re-centre map" fits the view again, after the traveller panned or zoomed away.
  const [refits, setRefits] = useState(0);
  const filterId = useId();
  const choices = useMemo(() => locatedDays(days), [days]);
  const activeFilter = dayFilter !== null && choices.includes(dayFilter) ? dayFilter : null;
  const [stayName, stayLat, stayLng] = [stay?.name, stay?.latitude, stay?.longitude];
  const model = useMemo(
    () =>
      buildMapModel(
        days,
        activeFilter,
        stayName !== undefined && stayLat !== undefined && stayLng !== undefined
          ? { name: stayName, latitude: stayLat, longitude: stayLng }
          : null,
      ),
    [days, activeFilter, stayName, stayLat, stayLng],
  );

  // Selecting an activity of a day the filter hides shows every day again, so its marker can be seen.
  // Only a new selection resets the filter: picking a day while something is selected must stick.
  const [seenSelection, setSeenSelection] = useState(selectedId);
  if (seenSelection !== selectedId) {
    setSeenSelection(selectedId);
    const day = days.find((candidate) =>
      candidate.activities.some((activity) => activity.id === selectedId && isLocated(activity)),
    );
    if (dayFilter !== null && day && day.day !== dayFilter) setDayFilter(null);
  }

  if (choices.length === 0) return <p className="trip-map__empty">{NO_LOCATION_MESSAGE}</p>;

  const viewKey = JSON.stringify([activeFilter, model.center, model.bounds, refits]);
  return (
    <div className="trip-map">
      <div className="trip-map__toolbar">
        {choices.length > 1 && (
          <>
            <label htmlFor={filterId}>Show on map</label>
            <select
              id={filterId}
              className="trip-map__filter"
              value={activeFilter === null ? "all" : String(activeFilter)}
              onChange={(event) => setDayFilter(event.target.value === "all" ? null : Number(event.target.value))}
            >
              <option value="all">All days</option>
              {choices.map((day) => (
                <option key={day} value={day}>
                  Day {day}
                </option>
              ))}
            </select>
          </>
        )}
        <button
          type="button"
          className="button button-ghost button-small trip-map__recentre"
          onClick={() => setRefits((count) => count + 1)}
          title="Re-centre map"
        >
          <svg className="trip-map__recentre-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="12" cy="12" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
            <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="trip-map__recentre-text">Re-centre map</span>
        </button>
      </div>
      {choices.length > 1 && (
        <ul className="trip-map__legend" aria-label="Day colours on the map">
          {(activeFilter === null ? choices : [activeFilter]).map((day) => (
            <li key={day} className="trip-map__legend-day">
              <span
                className="trip-map__legend-swatch"
                aria-hidden="true"
                style={{ background: dayColour(day).fill }}
              />
              Day {day}
            </li>
          ))}
          {model.stay ? (
            <li className="trip-map__legend-day">
              <StayGlyph className="trip-map__legend-stay" />
              Your stay
            </li>
          ) : null}
        </ul>
      )}
      <AdapterLoadBoundary>
        {(MapAdapter) => (
          <MapAdapter
            model={model}
            selectedId={selectedId}
            onSelect={onSelect}
            highlightedId={highlightedId}
            onHighlight={onHighlight}
            label={label}
            viewKey={viewKey}
          />
        )}
      </AdapterLoadBoundary>
    </div>
  );
}
