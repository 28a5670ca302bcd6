import { GoogleMap, PolylineF, useGoogleMap, useJsApiLoader } from "@react-google-maps/api";
import { useEffect, useMemo, useRef, useState } from "react";
import { env } from "../../config/env";
import { GOOGLE_MAPS_LOADER_OPTIONS, useMapsKeyRejected } from "../../lib/google-maps-loader";
import { firstViewDrawn } from "../../lib/first-view";
import { useLatest } from "../../lib/use-latest";
import { FIT_PADDING_PX, prefersReducedMotion, type MapAdapterProps } from "./adapter";
import {
  MAP_HEIGHT_PX,
  MAP_ZOOM,
  MAX_FIT_ZOOM,
  spreadOffsets,
  spreadPoints,
  STAY_MARKER_ID,
  type MarkerModel,
  type PixelOffset,
  type StayMarkerModel,
} from "./map-model";
import { stayBadgeElement } from "./stay-glyph";
import { MapPlaceholder } from "./map-placeholder";

export const GOOGLE_LOAD_FAILED_TEXT = "Google Maps could not be loaded. Check your connection and reload the page.";
export const GOOGLE_KEY_REJECTED_TEXT = "Google Maps rejected this site's key, so the map cannot be shown.";
export const GOOGLE_CAPTION = "Map: Google Maps";

const MAP_OPTIONS: google.maps.MapOptions = {
  // Advanced Markers need a map with a Map ID (DEMO_MAP_ID unless the deployment names its own).
  mapId: env.googleMapId,
  // Scrolling the page over the map scrolls the page; two fingers or Ctrl+wheel move the map.
  gestureHandling: "cooperative",
  clickableIcons: false,
  streetViewControl: false,
  mapTypeControl: false,
};

/**
 * The pin of one stop: its day's colour, its number as the glyph, a dark ring and a larger size when
 * selected, a little larger with the dark ring while its card is under the pointer or focus.
 */
export function pinOptions(
  marker: MarkerModel,
  selected: boolean,
  highlighted = false,
): google.maps.marker.PinElementOptions {
  return {
    background: marker.colour.fill,
    borderColor: selected || highlighted ? "#111827" : "#ffffff",
    glyph: String(marker.number),
    glyphColor: marker.colour.text,
    scale: selected ? 1.3 : highlighted ? 1.2 : 1,
  };
}

/**
 * One Advanced Marker on the map that hosts it. @react-google-maps/api draws only the deprecated
 * google.maps.Marker, but hands its map instance to children (useGoogleMap), so the marker is created
 * on it directly and removed with the component.
 */
function AdvancedPin({
  library,
  marker,
  selected,
  highlighted,
  offset,
  onSelect,
  onHighlight,
}: {
  library: google.maps.MarkerLibrary;
  marker: MarkerModel;
  selected: boolean;
  highlighted: boolean;
  offset: PixelOffset | undefined;
  onSelect?: (id: string) => void;
  onHighlight?: (id: string | null) => void;
}) {
  const map = useGoogleMap();
  const advanced = useRef<google.maps.marker.AdvancedMarkerElement | null>(null);
  // One pin for the marker's life, restyled in place: a new pin swapped in on hover would take the node
  // out from under the pointer between its press and release, and the click would select nothing.
  const pin = useRef<google.maps.marker.PinElement | null>(null);
  const select = useLatest(onSelect);
  const highlight = useLatest(onHighlight);

  useEffect(() => {
    if (!map) return;
    // gmpClickable makes the marker a focusable button named by its title, for keyboards and screen readers.
    const element = new library.AdvancedMarkerElement({ map, gmpClickable: true });
    pin.current = new library.PinElement();
    element.content = pin.current.element;
    const click = () => select.current?.(marker.id);
    const enter = () => highlight.current?.(marker.id);
    const leave = () => highlight.current?.(null);
    element.addEventListener("gmp-click", click);
    // The pointer or keyboard focus on a pin highlights its card, as they do on the keyless map.
    for (const type of ["mouseenter", "focusin"]) element.addEventListener(type, enter);
    for (const type of ["mouseleave", "focusout"]) element.addEventListener(type, leave);
    advanced.current = element;
    return () => {
      pin.current = null;
      element.removeEventListener("gmp-click", click);
      for (const type of ["mouseenter", "focusin"]) element.removeEventListener(type, enter);
      for (const type of ["mouseleave", "focusout"]) element.removeEventListener(type, leave);
      element.map = null;
      advanced.current = null;
    };
  }, [map, library, marker.id, select, highlight]);

  const { lat, lng } = marker.position;
  const { label, number } = marker;
  const { background, borderColor, glyph, glyphColor, scale } = pinOptions(marker, selected, highlighted);
  const [dx, dy] = [offset?.x ?? 0, offset?.y ?? 0];
  // Runs after the effect above whenever that one makes a new marker (it shares its dependencies), so a new
  // marker is drawn at once; otherwise only when what it shows changes.
  useEffect(() => {
    const element = advanced.current;
    const drawn = pin.current;
    if (!element || !drawn) return;
    element.position = { lat, lng };
    element.title = label;
    element.zIndex = selected ? 1000 : highlighted ? 900 : number;
    Object.assign(drawn, { background, borderColor, glyph, glyphColor, scale });
    // Moved off its place when it would cover a neighbour of its day (spreadOffsets).
    drawn.element.style.translate = dx || dy ? `${dx}px ${dy}px` : "";
    element.dataset.highlighted = String(highlighted);
  }, [
    map,
    library,
    marker.id,
    selected,
    highlighted,
    lat,
    lng,
    label,
    number,
    background,
    borderColor,
    glyph,
    glyphColor,
    scale,
    dx,
    dy,
  ]);

  return null;
}

/** The traveller's own stay as an Advanced Marker: a house under the stops, not clickable. */
function StayPin({
  library,
  stay,
  offset,
}: {
  library: google.maps.MarkerLibrary;
  stay: StayMarkerModel;
  offset: PixelOffset | undefined;
}) {
  const map = useGoogleMap();
  const { label } = stay;
  const { lat, lng } = stay.position;
  const [dx, dy] = [offset?.x ?? 0, offset?.y ?? 0];
  useEffect(() => {
    if (!map) return;
    const badge = stayBadgeElement(label);
    // Moved off its place when it would cover a stop's number (spreadOffsets), as the stops' pins are.
    badge.style.translate = dx || dy ? `${dx}px ${dy}px` : "";
    const element = new library.AdvancedMarkerElement({
      map,
      position: { lat, lng },
      title: label,
      content: badge,
      zIndex: 0,
    });
    return () => {
      element.map = null;
    };
  }, [map, library, label, lat, lng, dx, dy]);
  return null;
}

/** Google Maps with a key: the same markers, lines and view rules as the keyless map. */
export function GoogleMapAdapter({
  model,
  selectedId,
  highlightedId,
  onSelect,
  onHighlight,
  label,
  viewKey,
}: MapAdapterProps) {
  const { isLoaded, loadError } = useJsApiLoader(GOOGLE_MAPS_LOADER_OPTIONS);
  // Heard whenever Google said it, also before this map mounted (the city field loads the script first).
  const keyRejected = useMapsKeyRejected();
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [markerLibrary, setMarkerLibrary] = useState<google.maps.MarkerLibrary | null>(null);
  const [libraryFailed, setLibraryFailed] = useState(false);
  // The centre is only the starting view: fitting and following the selection move it afterwards.
  const [initialCenter] = useState(() => model.center ?? { lat: 0, lng: 0 });
  const [zoom, setZoom] = useState(MAP_ZOOM);
  const offsets = useMemo(() => spreadOffsets(spreadPoints(model), zoom), [model, zoom]);
  // Markers are spread apart for the zoom shown: close stops overlap more the further out it is.
  useEffect(() => {
    if (!map) return;
    const listener = map.addListener("zoom_changed", () => setZoom(map.getZoom() ?? MAP_ZOOM));
    // The first tiles drawn complete the page's first view: what waits for it may start.
    const drawn = google.maps.event.addListenerOnce(map, "tilesloaded", firstViewDrawn);
    return () => {
      listener.remove();
      drawn.remove();
    };
  }, [map]);

  useEffect(() => {
    if (!isLoaded) return;
    let live = true;
    google.maps.importLibrary("marker").then(
      (library) => live && setMarkerLibrary(library as google.maps.MarkerLibrary),
      (error: unknown) => {
        console.error("The Maps marker library failed to load:", error);
        if (live) setLibraryFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [isLoaded]);

  useEffect(() => {
    if (!map) return;
    if (model.bounds) {
      const { south, west, north, east } = model.bounds;
      map.fitBounds(new google.maps.LatLngBounds({ lat: south, lng: west }, { lat: north, lng: east }), FIT_PADDING_PX);
      // fitBounds has no maximum zoom: two stops next door would otherwise fill the map at street level.
      google.maps.event.addListenerOnce(map, "idle", () => {
        if ((map.getZoom() ?? 0) > MAX_FIT_ZOOM) map.setZoom(MAX_FIT_ZOOM);
      });
    } else if (model.center) {
      map.setCenter(model.center);
      map.setZoom(MAP_ZOOM);
    }
  }, [map, viewKey]); // eslint-disable-line react-hooks/exhaustive-deps -- viewKey stands for the model's centre and bounds

  const selected = model.markers.find((marker) => marker.id === selectedId)?.position;
  useEffect(() => {
    if (!map || !selected) return;
    if (map.getBounds()?.contains(selected) === false) {
      if (prefersReducedMotion()) map.setCenter(selected);
      else map.panTo(selected);
    }
  }, [map, selectedId, selected?.lat, selected?.lng]); // eslint-disable-line react-hooks/exhaustive-deps -- the position's numbers: its object is new each render

  if (keyRejected) return <MapPlaceholder error>{GOOGLE_KEY_REJECTED_TEXT}</MapPlaceholder>;
  if (loadError || libraryFailed) return <MapPlaceholder error>{GOOGLE_LOAD_FAILED_TEXT}</MapPlaceholder>;
  if (!isLoaded || !markerLibrary) return <MapPlaceholder />;

  return (
    <figure className="trip-map__figure">
      <div
        className="trip-map__canvas"
        role="region"
        aria-label={label}
        style={{ height: MAP_HEIGHT_PX }}
        data-map-adapter="google"
      >
        <GoogleMap
          mapContainerStyle={{ height: "100%", width: "100%" }}
          center={initialCenter}
          zoom={MAP_ZOOM}
          options={MAP_OPTIONS}
          onLoad={setMap}
          onUnmount={() => setMap(null)}
        >
          {model.routes.map((route) => (
            <PolylineF
              key={`route-${route.day}`}
              path={route.path}
              options={{ strokeColor: route.colour.fill, strokeOpacity: 0.85, strokeWeight: 4, clickable: false }}
            />
          ))}
          {model.stay ? (
            <StayPin library={markerLibrary} stay={model.stay} offset={offsets.get(STAY_MARKER_ID)} />
          ) : null}
          {model.markers.map((marker) => (
            <AdvancedPin
              key={marker.id}
              library={markerLibrary}
              marker={marker}
              selected={marker.id === selectedId}
              highlighted={marker.id === highlightedId}
              offset={offsets.get(marker.id)}
              onSelect={onSelect}
              onHighlight={onHighlight}
            />
          ))}
        </GoogleMap>
      </div>
      <figcaption className="trip-map__caption">{GOOGLE_CAPTION}</figcaption>
    </figure>
  );
}
