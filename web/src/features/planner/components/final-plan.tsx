import {
  buildDayRouteLink,
  buildStopDirectionsLink,
  NOT_ENOUGH_ACTIVITIES,
  isPlacesContent,
  type TripPreferences,
} from "@itinerary/contract";
import { WEATHER_CREDIT } from "@itinerary/contract/trip-weather";
import { Fragment, useMemo, useState, type CSSProperties, type ReactNode } from "react";
import { toast } from "sonner";
import { StopMarkBadge, useLinkedStop } from "../../../components/map/linked-stop";
import { dayColour, isLocated, stopMarks, type StopMark } from "../../../components/map/map-model";
import { OfflineMap, offersOfflineMap } from "../../../components/map/offline-map";
import { TripMap } from "../../../components/map/trip-map";
import { GoogleMapsAttribution } from "../../../components/ui/google-maps-attribution";
import { StopExtras } from "../../../components/ui/stop-extras";
import { useTripWeather } from "../hooks/use-trip-weather";
import type { KeyedFinalActivity, KeyedFinalDay } from "../model/draft-edits";
import type { FinalActivityField, FinalDayField, FinalPlan } from "../model/planner-state";
import {
  MAX_STOP_MINUTES,
  MIN_STOP_MINUTES,
  STOP_LENGTH_STEP,
  closesBeforeEnd,
  lengthText,
  stopLength,
} from "../model/stop-length";
import { dayDate } from "../model/trip-dates";
import { ActivityImage } from "./activity-image";
import { DayWeatherChip } from "./day-weather";
import { DayTabs } from "./day-tabs";
import { EditableText } from "./editable-text";
import { ImportantNotes } from "./important-notes";
import { TodayCard } from "./today-card";
import "./planner.css";

export interface FinalPlanViewProps {
  plan: FinalPlan;
  preferences: TripPreferences | null;
  notifications: string[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Display mode edits every field in place; the shared page shows the plan read-only. */
  readOnly?: boolean;
  onEditActivity?: (id: string, field: FinalActivityField, value: string) => void;
  onEditDay?: (day: number, field: FinalDayField, value: string) => void;
  /** Moves a stop one place earlier (-1) or later (1) in its day; the day's times stay in place. */
  onMoveActivity?: (id: string, direction: -1 | 1) => void;
  /** Takes a stop out of its day (a day keeps at least one). */
  onRemoveActivity?: (id: string) => void;
  /** Makes a stop some minutes longer (positive) or shorter; the day's later stops move with it. */
  onResizeActivity?: (id: string, delta: number) => void;
  onBackToEdit?: () => void;
  /** Save, PDF and the other plan actions, composed by the route that shows the plan. */
  actions?: ReactNode;
  heading?: string;
  /** The destination's time zone, known for saved and shared trips: on a trip under way, Today shows first. */
  timeZone?: string;
  /**
   * Show each day's weather (asked once for the trip, signed-in travellers only: the public shared page
   * leaves it off). Nothing shows while it loads or when it cannot be had.
   */
  showWeather?: boolean;
  /** The trip's name on this device for "Available offline" (saved and shared trips; offline-map.tsx). */
  offlineMapKey?: string;
}

export function FinalPlanView({
  plan,
  preferences,
  notifications,
  selectedId,
  onSelect,
  readOnly,
  onEditActivity,
  onEditDay,
  onMoveActivity,
  onRemoveActivity,
  onResizeActivity,
  onBackToEdit,
  actions,
  heading = "Your Final Detailed Plan",
  timeZone,
  showWeather,
  offlineMapKey,
}: FinalPlanViewProps) {
  // Here, in the final plan's own lazily loaded code, so the planner's first load does not carry it.
  const weather = useTripWeather(showWeather ? preferences : null, plan.days.length);
  // The stop under the pointer or focus, in the list or on the map: both sides light it.
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const marks = useMemo(() => stopMarks(plan.days), [plan.days]);
  const stay = plan.days.find((day) => day.stay_location)?.stay_location ?? null;
  // What the offline map must cover: every stop placed on the map, and the stay.
  const mapPoints = useMemo(
    () =>
      [...plan.days.flatMap((day) => day.activities), ...(stay ? [stay] : [])].flatMap((place) =>
        isLocated(place) ? [{ lat: place.latitude, lng: place.longitude }] : [],
      ),
    [plan.days, stay],
  );
  const openDay = (day: KeyedFinalDay) => {
    const link = buildDayRouteLink(day.activities, preferences);
    if (!link) {
      toast.error(NOT_ENOUGH_ACTIVITIES);
      return;
    }
    window.open(link, "_blank", "noopener,noreferrer");
  };
  // Each stop's own way there, from wherever the traveller stands.
  const directionsTo = (stop: Parameters<typeof buildStopDirectionsLink>[0]) =>
    buildStopDirectionsLink(stop, preferences?.transport ?? "Drive", preferences?.destinationCity);
  return (
    <section className="final-plan" aria-labelledby="final-plan-heading">
      <header className="final-plan-header">
        <div>
          <h1 id="final-plan-heading" className="page-title">
            {heading}
          </h1>
          {preferences ? (
            <p className="page-subtitle">
              {preferences.destinationCity} · {plan.days.length} {plan.days.length === 1 ? "day" : "days"}
              {dayDate(preferences.startDate, 1) ? ` · from ${dayDate(preferences.startDate, 1)}` : ""}
            </p>
          ) : null}
        </div>
        <div className="final-plan-actions">
          {onBackToEdit ? (
            <button type="button" className="button button-outline" onClick={onBackToEdit}>
              Back to Edit
            </button>
          ) : null}
          {actions}
        </div>
      </header>

      {timeZone && preferences ? <TodayCard days={plan.days} preferences={preferences} timeZone={timeZone} /> : null}

      {/* On a wide screen the map stays in view beside the list while it scrolls (planner.css). */}
      <div className="final-plan-body">
        <div className="final-plan-map">
          <TripMap
            days={plan.days}
            stay={stay}
            selectedId={selectedId}
            onSelect={onSelect}
            highlightedId={highlightedId}
            onHighlight={setHighlightedId}
          />
          {offlineMapKey && offersOfflineMap() ? (
            <OfflineMap key={offlineMapKey} areaKey={offlineMapKey} points={mapPoints} />
          ) : null}
        </div>
        <div className="final-plan-list">
          <TripSummary summary={plan.summary} />

          <ImportantNotes notifications={notifications} />

          <div className="final-days">
            <DayTabs days={plan.days} headingPrefix="final-day" />
            {plan.days.map((day) => (
              <section
                key={day.day}
                className="day-card"
                aria-labelledby={`final-day-${day.day}`}
                style={{ "--day-fill": dayColour(day.day).fill } as CSSProperties}
              >
                <header className="final-day-header">
                  <h2 id={`final-day-${day.day}`} className="day-heading" tabIndex={-1}>
                    <span className="day-number">Day {day.day}</span>
                    {dayDate(preferences?.startDate, day.day) ? (
                      <span className="day-date">{dayDate(preferences?.startDate, day.day)}</span>
                    ) : null}
                  </h2>
                  <DayWeatherChip weather={weather.get(day.day)} />
                  <button type="button" className="button button-secondary button-small" onClick={() => openDay(day)}>
                    Open in Maps
                  </button>
                </header>
                {day.note ? <p className="day-note">{day.note}</p> : null}
                <dl className="day-facts">
                  {day.accommodation_suggestion || !readOnly ? (
                    <div className="fact">
                      <dt>Accommodation Suggestion</dt>
                      <dd>
                        <EditableText
                          label={`Accommodation Suggestion for day ${day.day}`}
                          value={day.accommodation_suggestion}
                          multiline
                          readOnly={readOnly}
                          onSave={(value) => onEditDay?.(day.day, "accommodation_suggestion", value)}
                        />
                      </dd>
                    </div>
                  ) : null}
                  <div className="fact">
                    <dt>Estimated Cost</dt>
                    <dd>
                      <EditableText
                        label={`Estimated Cost for day ${day.day}`}
                        value={day.estimated_daily_cost}
                        readOnly={readOnly}
                        onSave={(value) => onEditDay?.(day.day, "estimated_daily_cost", value)}
                      />
                    </dd>
                  </div>
                </dl>
                <ol className="activity-list">
                  {day.activities.map((activity, index) => (
                    <FinalActivityCard
                      key={activity.id}
                      activity={activity}
                      day={day.day}
                      mark={marks.get(activity.id)}
                      selected={selectedId === activity.id}
                      highlighted={highlightedId === activity.id}
                      readOnly={readOnly}
                      onSelect={onSelect}
                      onHighlight={setHighlightedId}
                      directions={directionsTo(activity)}
                      onEdit={(field, value) => onEditActivity?.(activity.id, field, value)}
                      onResize={
                        readOnly || !onResizeActivity ? undefined : (delta) => onResizeActivity(activity.id, delta)
                      }
                      move={
                        readOnly || !onMoveActivity || day.activities.length < 2
                          ? undefined
                          : {
                              first: index === 0,
                              last: index === day.activities.length - 1,
                              onMove: (direction) => onMoveActivity(activity.id, direction),
                              onRemove: onRemoveActivity ? () => onRemoveActivity(activity.id) : undefined,
                            }
                      }
                    />
                  ))}
                </ol>
                {day.dinner ? <DinnerRow dinner={day.dinner} directions={directionsTo(day.dinner)} /> : null}
                {day.return_leg ? (
                  <WayBackRow
                    text={day.return_leg}
                    name={day.stay_location?.name ?? preferences?.stay?.name ?? ""}
                    directions={preferences?.stay ? directionsTo(preferences.stay) : null}
                  />
                ) : null}
              </section>
            ))}
            {weather.size ? <p className="weather-credit">{WEATHER_CREDIT}</p> : null}
          </div>
        </div>
      </div>
    </section>
  );
}

/** A phone's first screen belongs to the first day: there the summary starts folded. */
const COMPACT_QUERY = "(max-width: 640px)";

function TripSummary({ summary }: { summary: string }) {
  const [open, setOpen] = useState(
    () =>
      typeof window === "undefined" ||
      typeof window.matchMedia !== "function" ||
      !window.matchMedia(COMPACT_QUERY).matches,
  );
  return (
    <section className={`summary-card${open ? "" : " is-folded"}`} aria-labelledby="trip-summary-heading">
      <h2 id="trip-summary-heading">
        <button
          type="button"
          className="summary-toggle"
          aria-expanded={open}
          aria-controls="trip-summary-text"
          onClick={() => setOpen(!open)}
        >
          Trip Summary
        </button>
      </h2>
      <p id="trip-summary-text" className="summary-text" hidden={!open}>
        {summary || "No summary was written for this plan."}
      </p>
    </section>
  );
}

/** "09:00" from "09:00 - 10:30": the start a compact row shows in its left column. */
const startOf = (time: string | undefined) => /^\s*(\d{1,2}:\d{2})/.exec(time ?? "")?.[1] ?? "";

/** Where and when to eat at the end of the day: "Dinner · 20:00 · Time Out Market, Cais do Sodré". */
function DinnerRow({
  dinner,
  directions,
}: {
  dinner: NonNullable<KeyedFinalDay["dinner"]>;
  directions: string | null;
}) {
  const place = [dinner.name, dinner.area].filter(Boolean).join(", ");
  return (
    <p className="day-dinner">
      <span className="day-dinner-label">Dinner</span> · {dinner.time} · {place}
      {directions ? (
        <>
          {" "}
          <DirectionsLink href={directions} name={dinner.name} />
        </>
      ) : null}
    </p>
  );
}

/** How the day ends at the traveller's own stay: "Back to Casa do Largo: walk 1.2 km (15 min)". */
function WayBackRow({ text, name, directions }: { text: string; name: string; directions: string | null }) {
  return (
    <p className="day-return">
      {text}
      {directions && name ? (
        <>
          {" "}
          <DirectionsLink href={directions} name={name} />
        </>
      ) : null}
    </p>
  );
}

/** "Directions" to one place, in a new tab: Google Maps starts from where the traveller is. */
function DirectionsLink({ href, name }: { href: string; name: string }) {
  return (
    <a
      className="stop-directions"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Directions to ${name} (opens in a new tab)`}
      onClick={(event) => event.stopPropagation()}
    >
      Directions
    </a>
  );
}

const FIELDS: Array<{
  field: Exclude<FinalActivityField, "name">;
  label: string;
  multiline?: boolean;
  optional?: boolean;
}> = [
  { field: "time", label: "Time" },
  { field: "highlight", label: "Highlight", multiline: true },
  { field: "transport", label: "Transport", multiline: true },
  { field: "entry_fee", label: "Entry Fee" },
  { field: "parking_spot", label: "Parking Spot", optional: true },
  { field: "postcode", label: "Postcode", optional: true },
];

interface FinalActivityCardProps {
  activity: KeyedFinalActivity;
  day: number;
  /** Its marker's number and day colour, when it is on the map. */
  mark: StopMark | undefined;
  selected: boolean;
  highlighted: boolean;
  readOnly?: boolean;
  onSelect: (id: string) => void;
  onHighlight: (id: string | null) => void;
  /** Google Maps directions to this stop from where the traveller is; null when it has nothing to find. */
  directions: string | null;
  onEdit: (field: FinalActivityField, value: string) => void;
  /** Shorter and Longer, on a plan the traveller may change. */
  onResize?: (delta: number) => void;
  /** Earlier and Later, for a day of two stops or more on a plan the traveller may change. */
  move?: { first: boolean; last: boolean; onMove: (direction: -1 | 1) => void; onRemove?: () => void };
}

/** One of a stop's small actions on the final plan; a press does not also select the stop. */
function StopAction(props: {
  label: string;
  title: string;
  icon: string;
  disabled?: boolean;
  danger?: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      className={`icon-button${props.danger ? " icon-button-danger" : ""}`}
      aria-label={props.label}
      title={props.title}
      disabled={props.disabled}
      onClick={(event) => {
        event.stopPropagation();
        props.onPress();
      }}
    >
      <span aria-hidden="true">{props.icon}</span>
    </button>
  );
}

/** How long a stop lasts, with Shorter and Longer: the visit ends sooner or later and the day moves with it. */
function StopLength({ activity, onResize }: { activity: KeyedFinalActivity; onResize: (delta: number) => void }) {
  const length = stopLength(activity);
  if (length === null) return null;
  return (
    <div className="fact stop-length">
      <dt>Length</dt>
      <dd>
        <StopAction
          label={`Make ${activity.name} ${STOP_LENGTH_STEP} minutes shorter`}
          title="Shorter"
          icon="−"
          disabled={length <= MIN_STOP_MINUTES}
          onPress={() => onResize(-STOP_LENGTH_STEP)}
        />
        <span className="stop-length-value" aria-live="polite">
          {lengthText(length)}
        </span>
        <StopAction
          label={`Make ${activity.name} ${STOP_LENGTH_STEP} minutes longer`}
          title="Longer"
          icon="+"
          disabled={length >= MAX_STOP_MINUTES}
          onPress={() => onResize(STOP_LENGTH_STEP)}
        />
      </dd>
    </div>
  );
}

function FinalActivityCard({
  activity,
  day,
  mark,
  selected,
  highlighted,
  readOnly,
  onSelect,
  onHighlight,
  directions,
  onEdit,
  onResize,
  move,
}: FinalActivityCardProps) {
  const closes = closesBeforeEnd(activity);
  const { setCard, handlers } = useLinkedStop({ id: activity.id, selected, onHighlight });
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a pointer shortcut: the map's markers select a stop by keyboard
    <li
      ref={setCard}
      className={`activity-card final-activity${selected ? " is-selected" : ""}${highlighted ? " is-highlighted" : ""}`}
      data-testid="final-activity"
      onClick={() => onSelect(activity.id)}
      {...handlers}
    >
      <StopMarkBadge mark={mark} />
      <span className="stop-time" aria-hidden="true">
        {startOf(activity.time)}
      </span>
      <ActivityImage activity={activity} />
      <div className="activity-body">
        <h3 className="activity-name">
          <EditableText
            label={`Name of ${activity.name}`}
            value={activity.name}
            readOnly={readOnly}
            onSave={(value) => onEdit("name", value)}
          />
        </h3>
        <dl className="activity-facts">
          {FIELDS.map(({ field, label, multiline, optional }) => {
            const value = activity[field] ?? "";
            // Optional facts appear only when they have a value; the shared view hides every empty one.
            if (!value && (readOnly || optional)) return null;
            return (
              <Fragment key={field}>
                <div className="fact">
                  <dt>{label}</dt>
                  <dd>
                    <EditableText
                      label={`${label} for ${activity.name}`}
                      value={value}
                      multiline={multiline}
                      readOnly={readOnly}
                      onSave={(next) => onEdit(field, next)}
                    />
                  </dd>
                </div>
                {/* How long it lasts, under the time it changes. */}
                {field === "time" && onResize ? <StopLength activity={activity} onResize={onResize} /> : null}
              </Fragment>
            );
          })}
        </dl>
        {closes ? (
          <p className="stop-closing-note">
            {activity.name} closes at {closes}, before this visit ends.
          </p>
        ) : null}
        {directions ? <DirectionsLink href={directions} name={activity.name} /> : null}
        {isPlacesContent(activity) ? <GoogleMapsAttribution /> : null}
        <StopExtras day={day} name={activity.name} place_id={activity.place_id} />
      </div>
      {move ? (
        <div className="final-move" role="group" aria-label={`Arrange ${activity.name}`}>
          <StopAction
            label={`Move ${activity.name} earlier`}
            title="Move earlier"
            icon="↑"
            disabled={move.first}
            onPress={() => move.onMove(-1)}
          />
          <StopAction
            label={`Move ${activity.name} later`}
            title="Move later"
            icon="↓"
            disabled={move.last}
            onPress={() => move.onMove(1)}
          />
          {move.onRemove ? (
            <StopAction
              label={`Remove ${activity.name} from the plan`}
              title="Remove from the plan"
              icon="×"
              danger
              onPress={move.onRemove}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
