/** The app-level waiting state (SPEC section 2, "Other states"). */
export function LoadingScreen({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
