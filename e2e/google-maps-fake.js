/*
 * A fake of the Maps JavaScript API for the browser journeys, served in place of
 * https://maps.googleapis.com/maps/api/js by Playwright route interception (e2e/google-maps.ts).
 * It implements what the app calls, no more: the bootstrap callback and importLibrary, Map,
 * LatLng(Bounds), Polyline, event, marker.AdvancedMarkerElement and PinElement, and
 * places.PlaceAutocompleteElement with its gmp-select and gmp-error events. It draws into the DOM
 * (a Web Mercator view with markers and SVG lines) so a journey can see and click what the adapter
 * drew, and keeps a record in window.__mapsFake for assertions.
 *
 * window.__MAPS_FAKE_PLACES__ (set by an init script) chooses how the autocomplete behaves:
 * "ok" (default) suggests cities, "error" fires gmp-error on the first request (a key without
 * Places API (New)), "missing" leaves PlaceAutocompleteElement undefined, "slow" answers the places
 * library only after 10 s, "rejected" rejects the key as Google does (window.gm_authFailure once the
 * script has loaded) and then suggests nothing and says nothing.
 */
(() => {
  const script = document.currentScript;
  const params = new URL(script ? script.src : location.href).searchParams;
  const placesMode = () => window.__MAPS_FAKE_PLACES__ || "ok";
  const record = (window.__mapsFake = {
    url: script ? script.src : "",
    maps: [],
    polylines: [],
    markers: [],
    autocompletes: [],
    requests: [],
  });

  const listeners = new WeakMap();
  const event = {
    addListener(target, name, handler) {
      let byName = listeners.get(target);
      if (!byName) listeners.set(target, (byName = {}));
      (byName[name] = byName[name] || []).push(handler);
      return { remove: () => event.removeListener({ target, name, handler }) };
    },
    addListenerOnce(target, name, handler) {
      const handle = event.addListener(target, name, (...args) => {
        handle.remove();
        handler(...args);
      });
      return handle;
    },
    removeListener(handle) {
      if (!handle || !handle.target) return handle && handle.remove && handle.remove();
      const list = (listeners.get(handle.target) || {})[handle.name] || [];
      const index = list.indexOf(handle.handler);
      if (index >= 0) list.splice(index, 1);
    },
    clearInstanceListeners(target) {
      listeners.delete(target);
    },
    trigger(target, name, ...args) {
      for (const handler of [...((listeners.get(target) || {})[name] || [])]) handler(...args);
    },
  };

  class MVCObject {
    addListener(name, handler) {
      return event.addListener(this, name, handler);
    }
  }

  const toLiteral = (point) =>
    typeof point.lat === "function" ? { lat: point.lat(), lng: point.lng() } : { lat: point.lat, lng: point.lng };

  class LatLng {
    constructor(lat, lng) {
      const literal = typeof lat === "object" ? toLiteral(lat) : { lat, lng };
      this._lat = literal.lat;
      this._lng = literal.lng;
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
    toJSON() {
      return { lat: this._lat, lng: this._lng };
    }
  }

  class LatLngBounds {
    constructor(southWest, northEast) {
      this.south = Infinity;
      this.west = Infinity;
      this.north = -Infinity;
      this.east = -Infinity;
      if (southWest) this.extend(southWest);
      if (northEast) this.extend(northEast);
    }
    extend(point) {
      const { lat, lng } = toLiteral(point);
      this.south = Math.min(this.south, lat);
      this.north = Math.max(this.north, lat);
      this.west = Math.min(this.west, lng);
      this.east = Math.max(this.east, lng);
      return this;
    }
    contains(point) {
      const { lat, lng } = toLiteral(point);
      return lat >= this.south && lat <= this.north && lng >= this.west && lng <= this.east;
    }
    getCenter() {
      return new LatLng((this.south + this.north) / 2, (this.west + this.east) / 2);
    }
    toJSON() {
      return { south: this.south, west: this.west, north: this.north, east: this.east };
    }
  }

  // Web Mercator at zoom 0: a 256 px world.
  const project = ({ lat, lng }) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return { x: ((lng + 180) / 360) * 256, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 256 };
  };
  const unproject = ({ x, y }) => {
    const n = Math.PI - (2 * Math.PI * y) / 256;
    return { lat: (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))), lng: (x / 256) * 360 - 180 };
  };

  const SVG = "http://www.w3.org/2000/svg";

  class FakeMap extends MVCObject {
    constructor(div, options = {}) {
      super();
      this.div = div;
      this.options = {};
      this.center = { lat: 0, lng: 0 };
      this.zoom = 2;
      this.overlays = new Set();
      this.view = document.createElement("div");
      this.view.className = "fake-google-map";
      this.view.dataset.mapId = String(options.mapId || "");
      this.view.style.cssText =
        "position:absolute;inset:0;overflow:hidden;background:repeating-linear-gradient(0deg,#dfe9e1 0 39px,#cfdcd2 39px 40px),#dfe9e1;background-blend-mode:multiply;";
      this.view.innerHTML =
        '<svg class="fake-google-map__lines" style="position:absolute;inset:0;width:100%;height:100%;pointer-events:none"></svg>' +
        '<div class="fake-google-map__markers" style="position:absolute;inset:0"></div>' +
        '<span style="position:absolute;left:6px;bottom:4px;font:12px sans-serif;color:#3c4043">Google (Maps JavaScript API fake)</span>';
      this.lines = this.view.firstChild;
      this.pins = this.view.children[1];
      div.style.position = div.style.position || "relative";
      div.append(this.view);
      this.setOptions(options);
      record.maps.push(this);
      setTimeout(() => event.trigger(this, "idle"), 0);
    }
    setOptions(options) {
      Object.assign(this.options, options);
      if (options.center) this.center = toLiteral(options.center);
      if (typeof options.zoom === "number") this.zoom = options.zoom;
      if ("mapId" in options) this.view.dataset.mapId = String(options.mapId || "");
      this.render();
    }
    setCenter(center) {
      this.center = toLiteral(center);
      this.render();
    }
    getCenter() {
      return new LatLng(this.center.lat, this.center.lng);
    }
    panTo(center) {
      this.setCenter(center);
    }
    setZoom(zoom) {
      this.zoom = zoom;
      this.render();
    }
    getZoom() {
      return this.zoom;
    }
    getDiv() {
      return this.div;
    }
    size() {
      return { width: this.div.clientWidth || 600, height: this.div.clientHeight || 450 };
    }
    fitBounds(bounds, padding = 0) {
      const box =
        bounds instanceof LatLngBounds
          ? bounds
          : new LatLngBounds({ lat: bounds.south, lng: bounds.west }, { lat: bounds.north, lng: bounds.east });
      const pad = typeof padding === "number" ? padding : 0;
      const a = project({ lat: box.north, lng: box.west });
      const b = project({ lat: box.south, lng: box.east });
      const { width, height } = this.size();
      const scale = Math.min(
        (width - 2 * pad) / Math.max(b.x - a.x, 1e-9),
        (height - 2 * pad) / Math.max(b.y - a.y, 1e-9),
      );
      this.zoom = Math.max(0, Math.min(21, Math.floor(Math.log2(scale))));
      this.center = toLiteral(box.getCenter());
      this.render();
      setTimeout(() => event.trigger(this, "idle"), 0);
    }
    getBounds() {
      const { width, height } = this.size();
      const c = project(this.center);
      const k = 2 ** this.zoom;
      const nw = unproject({ x: c.x - width / 2 / k, y: c.y - height / 2 / k });
      const se = unproject({ x: c.x + width / 2 / k, y: c.y + height / 2 / k });
      return new LatLngBounds({ lat: se.lat, lng: nw.lng }, { lat: nw.lat, lng: se.lng });
    }
    pixel(point) {
      const { width, height } = this.size();
      const c = project(this.center);
      const p = project(toLiteral(point));
      const k = 2 ** this.zoom;
      return { x: width / 2 + (p.x - c.x) * k, y: height / 2 + (p.y - c.y) * k };
    }
    render() {
      for (const overlay of this.overlays) overlay.draw();
    }
  }

  class Polyline extends MVCObject {
    constructor(options = {}) {
      super();
      this.options = {};
      this.map = null;
      this.path = [];
      this.node = document.createElementNS(SVG, "polyline");
      this.node.setAttribute("class", "fake-google-polyline");
      this.node.setAttribute("fill", "none");
      record.polylines.push(this);
      this.setOptions(options);
    }
    setOptions(options) {
      Object.assign(this.options, options);
      if (options.path) this.setPath(options.path);
      if ("map" in options) this.setMap(options.map);
      this.draw();
    }
    setPath(path) {
      this.path = [...(Array.isArray(path) ? path : path.getArray())].map(toLiteral);
      this.draw();
    }
    getPath() {
      return { getArray: () => this.path.map((p) => new LatLng(p.lat, p.lng)), getLength: () => this.path.length };
    }
    setMap(map) {
      if (this.map) {
        this.map.overlays.delete(this);
        this.node.remove();
      }
      this.map = map || null;
      if (this.map) {
        this.map.overlays.add(this);
        this.map.lines.append(this.node);
        this.draw();
      }
    }
    getMap() {
      return this.map;
    }
    setVisible(visible) {
      this.options.visible = visible;
      this.draw();
    }
    setDraggable() {}
    setEditable() {}
    draw() {
      if (!this.map) return;
      this.node.setAttribute(
        "points",
        this.path
          .map((p) => this.map.pixel(p))
          .map(({ x, y }) => `${x},${y}`)
          .join(" "),
      );
      this.node.setAttribute("stroke", this.options.strokeColor || "#000");
      this.node.setAttribute("stroke-width", String(this.options.strokeWeight || 3));
      this.node.setAttribute("stroke-opacity", String(this.options.strokeOpacity ?? 1));
      this.node.style.display = this.options.visible === false ? "none" : "";
    }
  }

  // As Google's: one element for the pin's life, its looks changed by setting its properties.
  class PinElement {
    constructor(options = {}) {
      this.options = { ...options };
      const element = document.createElement("div");
      element.className = "fake-google-pin";
      const glyph = document.createElement("span");
      glyph.className = "fake-google-pin__glyph";
      element.append(glyph);
      this.element = element;
      this.glyphNode = glyph;
      this.paint();
    }
    paint() {
      const { options, element, glyphNode } = this;
      const scale = options.scale || 1;
      element.dataset.background = options.background || "";
      element.dataset.borderColor = options.borderColor || "";
      element.dataset.scale = String(scale);
      const translate = element.style.translate;
      element.style.cssText = `width:${26 * scale}px;height:${26 * scale}px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${options.background};border:2px solid ${options.borderColor};display:grid;place-items:center;box-sizing:border-box`;
      element.style.translate = translate;
      glyphNode.textContent = typeof options.glyph === "string" ? options.glyph : "";
      glyphNode.style.cssText = `transform:rotate(45deg);color:${options.glyphColor};font:700 ${12 * scale}px sans-serif`;
    }
  }
  for (const key of ["background", "borderColor", "glyph", "glyphColor", "scale"]) {
    Object.defineProperty(PinElement.prototype, key, {
      get() {
        return this.options[key];
      },
      set(value) {
        this.options[key] = value;
        this.paint();
      },
    });
  }

  class AdvancedMarkerElement extends HTMLElement {
    constructor(options = {}) {
      super();
      this._map = null;
      this._position = null;
      this._content = null;
      this.gmpClickable = Boolean(options.gmpClickable);
      this.style.cssText = "position:absolute;transform:translate(-50%,-100%);cursor:pointer";
      this.addEventListener("click", () => this.dispatchEvent(new Event("gmp-click")));
      this.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") this.dispatchEvent(new Event("gmp-click"));
      });
      record.markers.push(this);
      for (const key of ["position", "title", "content", "zIndex"]) if (key in options) this[key] = options[key];
      if (options.map) this.map = options.map;
    }
    get element() {
      return this;
    }
    get map() {
      return this._map;
    }
    set map(map) {
      if (this._map) {
        this._map.overlays.delete(this);
        this.remove();
      }
      this._map = map || null;
      if (this._map) {
        this._map.overlays.add(this);
        this._map.pins.append(this);
        this.draw();
      }
    }
    get position() {
      return this._position;
    }
    set position(position) {
      this._position = position ? toLiteral(position) : null;
      this.draw();
    }
    get title() {
      return this.getAttribute("title") || "";
    }
    set title(title) {
      this.setAttribute("title", title);
      this.setAttribute("aria-label", title);
    }
    get zIndex() {
      return Number(this.style.zIndex) || null;
    }
    set zIndex(value) {
      this.style.zIndex = value == null ? "" : String(value);
    }
    get content() {
      return this._content;
    }
    set content(node) {
      this.replaceChildren();
      this._content = node || null;
      if (node) this.append(node);
    }
    connectedCallback() {
      if (this.gmpClickable) {
        this.setAttribute("role", "button");
        this.tabIndex = 0;
      }
    }
    addListener(name, handler) {
      const wrapped = () => handler({});
      this.addEventListener(name === "click" ? "gmp-click" : name, wrapped);
      return { remove: () => this.removeEventListener(name === "click" ? "gmp-click" : name, wrapped) };
    }
    draw() {
      if (!this._map || !this._position) return;
      const { x, y } = this._map.pixel(this._position);
      this.style.left = `${x}px`;
      this.style.top = `${y}px`;
    }
  }
  if (!customElements.get("gmp-advanced-marker")) customElements.define("gmp-advanced-marker", AdvancedMarkerElement);

  const CITIES = [
    { displayName: "Lisbon", formattedAddress: "Lisbon, Portugal", types: ["locality"] },
    { displayName: "London", formattedAddress: "London, UK", types: ["locality"] },
    { displayName: "Lyon", formattedAddress: "Lyon, France", types: ["locality"] },
    { displayName: "Paris", formattedAddress: "Paris, France", types: ["locality"] },
    { displayName: "Porto", formattedAddress: "Porto, Portugal", types: ["locality"] },
    { displayName: "Rome", formattedAddress: "Rome, Metropolitan City of Rome Capital, Italy", types: ["locality"] },
  ];

  class Place {
    constructor(city) {
      this.city = city;
      this.id = `fake-${city.displayName.toLowerCase()}`;
    }
    async fetchFields({ fields }) {
      record.requests.push({ kind: "fetchFields", fields });
      for (const field of fields) if (field in this.city) this[field] = this.city[field];
      return { place: this };
    }
  }

  class PlaceAutocompleteElement extends HTMLElement {
    constructor(options = {}) {
      super();
      this.includedPrimaryTypes = options.includedPrimaryTypes || null;
      this.failed = false;
      const root = this.attachShadow({ mode: "open" });
      root.innerHTML =
        "<style>:host{display:block;position:relative}input{box-sizing:border-box;width:100%;min-height:44px;padding:.5rem .75rem;font:inherit;border:1px solid #9aa0a6;border-radius:8px}ul{position:absolute;left:0;right:0;z-index:5;margin:2px 0 0;padding:0;list-style:none;background:#fff;border:1px solid #dadce0;border-radius:8px}li{padding:.5rem .75rem;cursor:pointer}li:hover{background:#f1f3f4}ul:empty{display:none}</style>" +
        '<input part="input" role="combobox" aria-autocomplete="list" autocomplete="off"><ul role="listbox"></ul>';
      this.input = root.querySelector("input");
      this.list = root.querySelector("ul");
      this.input.addEventListener("input", () => this.suggest());
      record.autocompletes.push(this);
    }
    get value() {
      return this.input.value;
    }
    set value(text) {
      this.input.value = text || "";
    }
    suggest() {
      const text = this.input.value.trim().toLowerCase();
      this.list.replaceChildren();
      clearTimeout(this.pending);
      if (!text || this.failed || placesMode() === "rejected") return;
      record.requests.push({ kind: "autocomplete", input: text, includedPrimaryTypes: this.includedPrimaryTypes });
      // Only the latest keystroke's answer is shown, as with the real widget.
      this.pending = setTimeout(() => {
        this.list.replaceChildren();
        if (placesMode() === "error") {
          this.failed = true;
          const error = new Event("gmp-error");
          error.error = new Error("Places API (New) has not been used in this project before or it is disabled.");
          this.dispatchEvent(error);
          return;
        }
        const cities =
          (this.includedPrimaryTypes || []).includes("(cities)") ||
          (this.includedPrimaryTypes || []).includes("locality")
            ? CITIES
            : [];
        for (const city of cities.filter((c) => c.displayName.toLowerCase().startsWith(text))) {
          const item = document.createElement("li");
          item.setAttribute("role", "option");
          item.textContent = city.formattedAddress;
          item.addEventListener("mousedown", (e) => e.preventDefault());
          item.addEventListener("click", () => {
            this.input.value = city.formattedAddress;
            this.list.replaceChildren();
            const select = new Event("gmp-select");
            select.placePrediction = {
              text: { text: city.formattedAddress, toString: () => city.formattedAddress },
              toPlace: () => new Place(city),
            };
            this.dispatchEvent(select);
          });
          this.list.append(item);
        }
      }, 50);
    }
  }
  if (!customElements.get("gmp-place-autocomplete"))
    customElements.define("gmp-place-autocomplete", PlaceAutocompleteElement);

  const libraries = {
    core: { LatLng, LatLngBounds, event },
    maps: { Map: FakeMap, Polyline },
    marker: { AdvancedMarkerElement, PinElement },
  };
  const placesLibrary = () => (placesMode() === "missing" ? {} : { PlaceAutocompleteElement, Place });
  const google = (window.google = window.google || {});
  const maps = (google.maps = google.maps || {});
  Object.assign(maps, { version: "fake", Map: FakeMap, Polyline, LatLng, LatLngBounds, event, MVCObject });
  maps.marker = libraries.marker;
  maps.places = placesLibrary();
  maps.importLibrary = async (name) => {
    if (name === "places" && placesMode() === "slow")
      return new Promise((resolve) => setTimeout(() => resolve(placesLibrary()), 10_000));
    if (name === "places") return placesLibrary();
    if (!(name in libraries)) throw new Error(`The fake has no library ${name}`);
    return libraries[name];
  };

  // The bootstrap names its callback (google.maps.__ib__ for the dynamic library import).
  const callback = params.get("callback");
  if (callback) {
    const fn = callback.split(".").reduce((target, key) => (target ? target[key] : undefined), window);
    if (typeof fn === "function") setTimeout(fn, 0);
  }
  // Google authenticates the key after the script loads and says so only through this global.
  if (placesMode() === "rejected")
    setTimeout(() => {
      record.authFailed = true;
      if (window.gm_authFailure) window.gm_authFailure();
    }, 100);
})();
