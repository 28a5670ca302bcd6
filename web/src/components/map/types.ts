/** The props every trip map takes, whichever adapter (Google Maps or Leaflet) draws it. */
export interface MapStop {
  id: string;
  name: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface MapDay {
  day: number;
  activities: MapStop[];
}

export interface TripMapProps {
  days: MapDay[];
  /** The highlighted marker. */
  selectedId?: string | null;
  /** Clicking (or pressing Enter on) a marker selects its activity. */
  onSelect?: (id: string) => void;
  /** The stop under the pointer or focus in the list: its marker is highlighted (not selected). */
  highlightedId?: string | null;
  /** The pointer or focus is on a marker (its id) or has left it (null), for the list to highlight its card. */
  onHighlight?: (id: string | null) => void;
  /** Accessible name of the map region; default "Trip Map". */
  label?: string;
  /** The traveller's own stay, where the plan placed it: a house marker where each day starts and ends. */
  stay?: MapStay | null;
}

export interface MapStay {
  name: string;
  latitude: number;
  longitude: number;
}
