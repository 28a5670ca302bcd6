import { PRESENCE_BEAT_MS, PRESENCE_STALE_MS, TripPresence, tripPresencePath } from "@itinerary/contract";
import { collection } from "firebase/firestore";
import { Component, useEffect, useMemo, useState, type ReactNode } from "react";
import { useFirestore, useFirestoreCollectionData } from "reactfire";
import { FirestoreScope } from "../../../lib/firestore-scope";
import { sendPresence } from "../api/trip-presence";
import { useDayInView } from "../hooks/use-day-in-view";
import { TOGETHER_TEXT } from "../model/together-text";
import "./together.css";

export interface TripPresenceBarProps {
  ownerUid: string;
  itineraryId: string;
  /** The signed-in traveller: not listed among the others. */
  uid: string;
}

/**
 * Who else has the trip open, and on which day (issue 24): this page says where its traveller is every
 * PRESENCE_BEAT_MS and when they move to another day, and lists the others live, with reactfire. A
 * lazy chunk of its own, like the trip's live follower: Firestore's SDK only where a saved trip shows.
 */
export default function TripPresenceBar(props: TripPresenceBarProps) {
  useBeat(props.itineraryId);
  return (
    <QuietOnError>
      <FirestoreScope>
        <Others {...props} />
      </FirestoreScope>
    </QuietOnError>
  );
}

/** How long the day in view must hold before the others are told. */
const SETTLE_MS = 600;

/** Says where the traveller is: soon after each change of day, on each beat, on coming back to the tab, and closed on leaving. */
function useBeat(itineraryId: string) {
  const day = useDayInView();
  useEffect(() => {
    // A tab in the background still has the trip open: browsers slow its timers, and once they beat less
    // than every PRESENCE_STALE_MS the others stop listing it. Coming back to it says so at once.
    const beat = () => {
      sendPresence(itineraryId, day).catch(() => undefined);
    };
    const onShow = () => {
      if (document.visibilityState === "visible") beat();
    };
    // A short wait first: scrolling past three days says where the traveller stopped, not each day passed.
    const settle = window.setTimeout(beat, SETTLE_MS);
    const timer = window.setInterval(beat, PRESENCE_BEAT_MS);
    document.addEventListener("visibilitychange", onShow);
    return () => {
      window.clearTimeout(settle);
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onShow);
    };
  }, [itineraryId, day]);
  // Leaving the trip (another page, or the tab closing through the router) takes the traveller off the list.
  useEffect(() => () => void sendPresence(itineraryId, null, false).catch(() => undefined), [itineraryId]);
}

/** Re-reads the clock now and then, so a page that stopped beating drops off without a new snapshot. */
function useNow(every: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), every);
    return () => window.clearInterval(timer);
  }, [every]);
  return now;
}

function Others({ ownerUid, itineraryId, uid }: TripPresenceBarProps) {
  const db = useFirestore();
  const ref = useMemo(() => collection(db, tripPresencePath(ownerUid, itineraryId)), [db, ownerUid, itineraryId]);
  const { status, data } = useFirestoreCollectionData(ref);
  const now = useNow(PRESENCE_BEAT_MS / 2);
  if (status !== "success") return null;
  const others = othersPresent(data, uid, now);
  if (others.length === 0) return null;
  return (
    <section className="presence-bar" aria-label={TOGETHER_TEXT.presenceLabel}>
      <span className="presence-title">{TOGETHER_TEXT.presenceTitle}</span>
      <ul className="presence-list">
        {others.map((other) => (
          <li key={other.uid} className="presence-person">
            <span className="companion-avatar" aria-hidden="true">
              {initialOf(other.display_name)}
            </span>
            <span className="presence-name">{other.display_name}</span>
            <span className="presence-day">{TOGETHER_TEXT.presenceDay(other.day)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The other travellers with the trip open now: valid entries, not the caller, heard of within PRESENCE_STALE_MS, by name. */
export function othersPresent(entries: readonly unknown[], uid: string, now: number): TripPresence[] {
  return entries
    .map((entry) => TripPresence.safeParse(entry))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .filter((entry) => entry.uid !== uid && now - entry.seen_at_ms < PRESENCE_STALE_MS)
    .sort((a, b) => a.display_name.localeCompare(b.display_name));
}

const initialOf = (name: string) => (name.trim()[0] ?? "?").toUpperCase();

/** A listener that fails (the traveller was removed, the network went) hides the list; the page stays. */
class QuietOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
