import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { paths } from "../../config/paths";
import { Logo } from "../ui/logo";

export interface AppHeaderProps {
  /** The balance, or null while it is not known (then nothing is shown). */
  tokens: number | null;
  onBuyTokens: () => void;
  onLogout: () => void;
}

/** The header of every signed-in screen; below 768 px its links fold into a menu button. */
export function AppHeader({ tokens, onBuyTokens, onLogout }: AppHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Another page closes the menu (adjusted while rendering, so the new page never paints it open).
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menuOpen]);

  const closeThen = (action: () => void) => () => {
    // The closing dropdown hides the item that had focus; hand focus to the menu button first, so
    // what the action opens (the buy dialog) gives it back to something visible when it closes.
    if (menuOpen) toggleRef.current?.focus();
    setMenuOpen(false);
    action();
  };

  return (
    <header className={`app-header${menuOpen ? " is-menu-open" : ""}`}>
      <div className="app-header-inner">
        <Link to={paths.itinerary} className="logo-link" aria-label="Itinerary Planner: create a new itinerary">
          <Logo />
        </Link>
        <div className="app-header-actions" ref={containerRef}>
          {tokens !== null && (
            <span className="token-balance" role="status">
              <span className="token-coin" aria-hidden="true" />
              <span className="visually-hidden">Token balance: </span>
              <span data-testid="token-balance">
                {tokens} {tokens === 1 ? "token" : "tokens"}
              </span>
            </span>
          )}
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label="Menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="menu-toggle-bars" aria-hidden="true" />
          </button>
          <nav id={menuId} className={`app-nav${menuOpen ? " is-open" : ""}`} aria-label="Main">
            <button type="button" className="nav-item nav-item-accent" onClick={closeThen(onBuyTokens)}>
              Buy Tokens
            </button>
            <NavLink to={paths.saved} className="nav-item">
              Saved
            </NavLink>
            <NavLink to={paths.itinerary} className="nav-item">
              Create New
            </NavLink>
            <NavLink to={paths.account} className="nav-item">
              Account
            </NavLink>
            <button type="button" className="nav-item" onClick={closeThen(onLogout)}>
              Logout
            </button>
          </nav>
        </div>
      </div>
    </header>
  );
}
