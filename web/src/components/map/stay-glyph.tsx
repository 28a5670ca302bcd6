/**
 * The house that marks the traveller's own stay, the same in the legend and on both maps: a shape, not
 * a colour, so it is never read as one of the days.
 */
const HOUSE_PATH = "M12 3 2.5 11h2.7v9h5.3v-5.5h3v5.5h5.3v-9h2.7z";

/** For the legend. */
export function StayGlyph({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d={HOUSE_PATH} fill="currentColor" />
    </svg>
  );
}

/**
 * For the maps, which take DOM nodes: a dark round badge with a white house, named by `label` for
 * screen readers. Built with DOM calls, so the stay's name is always text.
 */
export function stayBadgeElement(label: string): HTMLElement {
  const badge = document.createElement("span");
  badge.className = "trip-map-stay__badge";
  badge.setAttribute("role", "img");
  badge.setAttribute("aria-label", label);
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("width", "16");
  svg.setAttribute("height", "16");
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
  path.setAttribute("d", HOUSE_PATH);
  path.setAttribute("fill", "currentColor");
  svg.append(path);
  badge.append(svg);
  return badge;
}
