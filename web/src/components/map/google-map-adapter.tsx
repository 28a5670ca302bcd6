import { GoogleMap, MarkerF, PolylineF, useJsApiLoader } from "@react-google-maps/api";
import { useEffect, useState } from "react";
import { GOOGLE_MAPS_LOADER_OPTIONS } from "../../lib/google-maps-loader";
import { FIT_PADDING_PX, prefersReducedMotion, type MapAdapterProps } from "./adapter";
import { MAP_HEIGHT_PX, MAP_ZOOM, MAX_FIT_ZOOM, type MarkerModel } from "./map-model";
import { MapPlaceholder } from "./map-placeholder";

export const GOOGLE_LOAD_FAILED_TEXT = "Google Maps could not be loaded. Check your connection and reload the page.";
export const GOOGLE_KEY_REJECTED_TEXT = "Google Maps rejected this site's key, so the map cannot be shown.";
export const GOOGLE_CAPTION = "Map: Google Maps";

declare global {
  interface Window {
    /** Called by the Maps JavaScript API when it rejects the key (it then greys the map out). */
    gm_authFailure?: () => void;
  }
}

const MAP_OPTIONS: google.maps.MapOptions = {
  // Scrolling the page over the map scrolls the page; two fingers or Ctrl+wheel move the map.
  gestureHandling: "cooperative",
  clickableIcons: false,
  streetViewControl: false,
  mapTypeControl: false,
};

function markerIcon(marker: MarkerModel, selected: boolean): google.maps.Symbol {
  return {
    path: google.maps.SymbolPath.CIRCLE,
    scale: selected ? 17 : 13,
    fillColor: marker.colour.fill,
    fillOpacity: 1,
    // A dark ring marks the selection on any day colour; others get a white edge against the map.
    strokeColor: selected ? "#111827" : "#ffffff",
    strokeWeight: selected ? 4 : 2,
  };
}

/** Google Maps with a key: the same markers, lines and view rules as the keyless map. */
export function GoogleMapAdapter({ model, selectedId, onSelect, label, viewKey }: MapAdapterProps) {
  const { isLoaded, loadError } = useJsApiLoader(GOOGLE_MAPS_LOADER_OPTIONS);
  const [keyRejected, setKeyRejected] = useState(false);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  // The centre is only the starting view: fitting and following the selection move it afterwards.
  const [initialCenter] = useState(() => model.center ?? { lat: 0, lng: 0 });

  useEffect(() => {
    const previous = window.gm_authFailure;
    window.gm_authFailure = () => {
      setKeyRejected(true);
      previous?.();
    };
    return () => {
      window.gm_authFailure = previous;
    };
  }, []);

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
  if (loadError) return <MapPlaceholder error>{GOOGLE_LOAD_FAILED_TEXT}</MapPlaceholder>;
  if (!isLoaded) return <MapPlaceholder />;

  return (
    <figure className="trip-map__figure">
      <div className="trip-map__canvas" role="region" aria-label={label} style={{ height: MAP_HEIGHT_PX }} data-map-adapter="google">
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
          {model.markers.map((marker) => {
            const isSelected = marker.id === selectedId;
            return (
              <MarkerF
                key={marker.id}
                position={marker.position}
                // A title and a click listener make a legacy marker a focusable button named by the title.
                title={marker.label}
                label={{ text: String(marker.number), color: marker.colour.text, fontSize: isSelected ? "14px" : "12px", fontWeight: "700" }}
                icon={markerIcon(marker, isSelected)}
                zIndex={isSelected ? 1000 : marker.number}
                options={{ optimized: false }}
                onClick={() => onSelect?.(marker.id)}
              />
            );
          })}
        </GoogleMap>
      </div>
      <figcaption className="trip-map__caption">{GOOGLE_CAPTION}</figcaption>
    </figure>
  );
}
