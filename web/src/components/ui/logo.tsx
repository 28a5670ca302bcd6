/** The product mark: a folded map with a route pin, and the name beside it. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="logo">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path
          d="M7 10.5 12.5 8l7 2.5L25 8v13.5L19.5 24l-7-2.5L7 24z"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M12.5 8v13.5M19.5 10.5V24" stroke="#fff" strokeWidth="1.4" opacity=".7" />
        <circle cx="19.5" cy="15" r="2.4" fill="var(--color-accent)" stroke="#fff" strokeWidth="1.2" />
      </svg>
      <span className="logo-text">Itinerary Planner</span>
    </span>
  );
}
