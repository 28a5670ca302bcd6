import { DivIcon, type Map as LeafletMap, type Marker as LeafletMarker, type LeafletKeyboardEvent } from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useMemo, useRef, useState } from "react";
import { MapContainer, Marker, Polyline, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { env } from "../../config/env";
import { FIT_PADDING_PX, prefersReducedMotion, type MapAdapterProps } from "./adapter";
import { usePresented } from "../../lib/after-first-presented";
import { firstViewDrawn } from "../../lib/first-view";
import { useLatest } from "../../lib/use-latest";
import {
  MAP_HEIGHT_PX,
  MAP_ZOOM,
  MAX_FIT_ZOOM,
  spreadOffsets,
  spreadPoints,
  STAY_MARKER_ID,
  type MapModel,
  type MarkerModel,
  type PixelOffset,
  type StayMarkerModel,
} from "./map-model";
import { stayBadgeElement } from "./stay-glyph";

export const TILES_FAILED_TEXT = "Map tiles did not load: stops and routes still show.";

/**
 * A numbered badge. Leaflet's default marker is an image whose URL bundlers break, so every marker is
 * an HTML DivIcon. It is built from DOM nodes, not an HTML string, so an activity name is always text.
 */
function markerIcon(marker: MarkerModel): DivIcon {
  const badge = document.createElement("span");
  badge.className = "trip-map-marker__badge";
  badge.style.setProperty("--marker-fill", marker.colour.fill);
  badge.style.setProperty("--marker-text", marker.colour.text);
  const number = document.createElement("span");
  number.setAttribute("aria-hidden", "true");
  number.textContent = String(marker.number);
  const name = document.createElement("span");
  name.className = "visually-hidden";
  name.textContent = marker.label;
  badge.append(number, name);
  return new DivIcon({ html: badge, className: "trip-map-marker", iconSize: [32, 32], iconAnchor: [16, 16] });
}

function TripMarker({
  marker,
  selected,
  highlighted,
  offset,
  onSelect,
  onHighlight,
}: {
  marker: MarkerModel;
  selected: boolean;
  highlighted: boolean;
  /** Where the badge sits from its place, in pixels, when it would cover a neighbour's. */
  offset: PixelOffset | undefined;
  onSelect?: (id: string) => void;
  onHighlight?: (id: string | null) => void;
}) {
  const ref = useRef<LeafletMarker>(null);
  // The icon does not depend on the selection: a new icon would be a new element and a keyboard
  // user who pressed Enter on the marker would lose focus. Selection toggles a class instead.
  const icon = useMemo(() => markerIcon(marker), [marker.number, marker.label, marker.colour.fill]); // eslint-disable-line react-hooks/exhaustive-deps -- what the icon shows, not the marker object
  useEffect(() => {
    const element = ref.current?.getElement();
    element?.classList.toggle("is-selected", selected);
    element?.setAttribute("aria-pressed", String(selected));
  }, [selected, icon]);
  useEffect(() => {
    ref.current?.getElement()?.classList.toggle("is-highlighted", highlighted);
  }, [highlighted, icon]);
  // `translate` composes with the transform Leaflet places the marker by, and moves its focus ring and hit area too.
  const [dx, dy] = [offset?.x ?? 0, offset?.y ?? 0];
  useEffect(() => {
    const element = ref.current?.getElement();
    if (element) element.style.translate = dx || dy ? `${dx}px ${dy}px` : "";
  }, [dx, dy, icon]);

  // Keyboard focus highlights the card as the pointer does; Leaflet has no focus event of its own.
  const highlight = useLatest(onHighlight);
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    const enter = () => highlight.current?.(marker.id);
    const leave = () => highlight.current?.(null);
    element.addEventListener("focus", enter);
    element.addEventListener("blur", leave);
    return () => {
      element.removeEventListener("focus", enter);
      element.removeEventListener("blur", leave);
    };
  }, [icon, marker.id, highlight]);

  const handlers = useMemo(
    () => ({
      click: () => onSelect?.(marker.id),
      mouseover: () => highlight.current?.(marker.id),
      mouseout: () => highlight.current?.(null),
      keydown: (event: LeafletKeyboardEvent) => {
        const key = event.originalEvent.key;
        if (key !== "Enter" && key !== " ") return;
        event.originalEvent.preventDefault();
        onSelect?.(marker.id);
      },
    }),
    [marker.id, onSelect, highlight],
  );

  return (
    <Marker
      ref={ref}
      position={[marker.position.lat, marker.position.lng]}
      icon={icon}
      title={marker.label}
      keyboard
      riseOnHover
      zIndexOffset={selected ? 1000 : highlighted ? 900 : 0}
      eventHandlers={handlers}
    />
  );
}

/** The traveller's own stay: a house, under the stops' numbers, not a button (it selects nothing). */
function StayMarker({ stay, offset }: { stay: StayMarkerModel; offset: PixelOffset | undefined }) {
  const ref = useRef<LeafletMarker>(null);
  const icon = useMemo(
    () =>
      new DivIcon({
        html: stayBadgeElement(stay.label),
        className: "trip-map-stay",
        iconSize: [28, 28],
        iconAnchor: [14, 14],
      }),
    [stay.label],
  );
  const [dx, dy] = [offset?.x ?? 0, offset?.y ?? 0];
  useEffect(() => {
    const element = ref.current?.getElement();
    if (element) element.style.translate = dx || dy ? `${dx}px ${dy}px` : "";
  }, [dx, dy, icon]);
  return (
    <Marker
      ref={ref}
      position={[stay.position.lat, stay.position.lng]}
      icon={icon}
      title={stay.label}
      keyboard={false}
      interactive={false}
      zIndexOffset={-100}
    />
  );
}

/** The markers, spread apart afresh at each zoom so close stops of a day never hide each other's numbers. */
function TripMarkers({
  model,
  selectedId,
  highlightedId,
  onSelect,
  onHighlight,
}: Pick<MapAdapterProps, "selectedId" | "highlightedId" | "onSelect" | "onHighlight"> & { model: MapModel }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const offsets = useMemo(() => spreadOffsets(spreadPoints(model), zoom), [model, zoom]);
  return (
    <>
      {model.stay ? <StayMarker stay={model.stay} offset={offsets.get(STAY_MARKER_ID)} /> : null}
      {model.markers.map((marker) => (
        <TripMarker
          key={marker.id}
          marker={marker}
          selected={marker.id === selectedId}
          highlighted={marker.id === highlightedId}
          offset={offsets.get(marker.id)}
          onSelect={onSelect}
          onHighlight={onHighlight}
        />
      ))}
    </>
  );
}

function fitView(map: LeafletMap, model: MapModel, animate: boolean) {
  if (model.bounds) {
    const { south, west, north, east } = model.bounds;
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: MAX_FIT_ZOOM, animate },
    );
  } else if (model.center) {
    map.setView([model.center.lat, model.center.lng], MAP_ZOOM, { animate });
  }
}

/** Centres on the first located stop, then fits everything shown, never closer than MAX_FIT_ZOOM. */
function FitView({ model, viewKey }: Pick<MapAdapterProps, "model" | "viewKey">) {
  const map = useMap();
  const fitted = useRef(false);
  useEffect(() => {
    // The first fit is the opening view, not a move: no glide from the centre to it.
    const animate = fitted.current && !prefersReducedMotion();
    fitted.current = true;
    fitView(map, model, animate);
  }, [map, viewKey]); // eslint-disable-line react-hooks/exhaustive-deps -- viewKey stands for the model's centre and bounds
  return null;
}

/**
 * The map's box changes without the window's (the trip form folds, the map moves beside the list):
 * Leaflet measures only on window resizes, so it is told, and the view fitted to the new box.
 */
function FollowResize({ model, viewKey }: Pick<MapAdapterProps, "model" | "viewKey">) {
  const map = useMap();
  const refit = useLatest(() => fitView(map, model, false));
  useEffect(() => {
    if (typeof ResizeObserver === "undefined") return;
    const container = map.getContainer();
    let last = { width: container.clientWidth, height: container.clientHeight };
    const observer = new ResizeObserver(() => {
      const now = { width: container.clientWidth, height: container.clientHeight };
      if (now.width === last.width && now.height === last.height) return;
      last = now;
      map.invalidateSize({ animate: false });
      refit.current();
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map, refit, viewKey]);
  return null;
}

/** A marker selected from the list but outside the view is brought into it. */
function FollowSelection({ model, selectedId }: Pick<MapAdapterProps, "model" | "selectedId">) {
  const map = useMap();
  const position = model.markers.find((marker) => marker.id === selectedId)?.position;
  useEffect(() => {
    if (!position) return;
    if (!map.getBounds().contains([position.lat, position.lng])) {
      map.panTo([position.lat, position.lng], { animate: !prefersReducedMotion() });
    }
  }, [map, selectedId, position?.lat, position?.lng]); // eslint-disable-line react-hooks/exhaustive-deps -- the position's numbers: its object is new each render
  return null;
}

export function LeafletMapAdapter({
  model,
  selectedId,
  highlightedId,
  onSelect,
  onHighlight,
  label,
  viewKey,
}: MapAdapterProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileHandlers = useMemo(
    () => ({
      tileerror: () => {
        setTilesFailed(true);
        firstViewDrawn();
      },
      tileload: () => setTilesFailed(false),
      // Every tile in view has loaded: the page's first view is complete, and what waits for it may start.
      load: firstViewDrawn,
    }),
    [],
  );
  const reducedMotion = prefersReducedMotion();
  const center = model.center ?? { lat: 0, lng: 0 };
  // Leaflet measures its box as it is created. Created in the commit that inserts a whole trip page, it
  // made the browser lay the page out there and then, in one long task with the page's own render; a
  // frame later the page is laid out, the box is set by its height, and the map is its own short task.
  const presented = usePresented();

  return (
    <figure className="trip-map__figure">
      <div
        className="trip-map__canvas"
        role="region"
        aria-label={label}
        style={{ height: MAP_HEIGHT_PX }}
        data-map-adapter="leaflet"
      >
        {presented ? (
          <MapContainer
            center={[center.lat, center.lng]}
            zoom={MAP_ZOOM}
            style={{ height: "100%", width: "100%" }}
            keyboard
            // A map inside a scrolling page must not capture the wheel; zoom buttons, pinch and keys remain.
            scrollWheelZoom={false}
            zoomAnimation={!reducedMotion}
            fadeAnimation={!reducedMotion}
            markerZoomAnimation={!reducedMotion}
          >
            {/* On a sharp screen (a phone's 2x or 3x), four tiles of the next zoom in place of one: streets
              drawn at the screen's own resolution, not a blurred enlargement. */}
            <TileLayer
              url={env.mapTiles.url}
              attribution={env.mapTiles.attribution}
              eventHandlers={tileHandlers}
              detectRetina
            />
            {model.routes.map((route) => (
              <Polyline
                key={`route-${route.day}`}
                positions={route.path.map((point) => [point.lat, point.lng] as [number, number])}
                pathOptions={{ color: route.colour.fill, weight: 4, opacity: 0.85 }}
                // Leaflet reads className only when it creates the line, so it is an option, not a style.
                className={`trip-map-route trip-map-route--day-${route.day}`}
                interactive={false}
              />
            ))}
            <TripMarkers
              model={model}
              selectedId={selectedId}
              highlightedId={highlightedId}
              onSelect={onSelect}
              onHighlight={onHighlight}
            />
            <FitView model={model} viewKey={viewKey} />
            <FollowResize model={model} viewKey={viewKey} />
            <FollowSelection model={model} selectedId={selectedId} />
          </MapContainer>
        ) : null}
      </div>
      {/* Under the map, not on it: on a phone two lines over the map hid the top markers. */}
      {tilesFailed && (
        <p className="trip-map__notice" role="status">
          {TILES_FAILED_TEXT}
        </p>
      )}
    </figure>
  );
}
