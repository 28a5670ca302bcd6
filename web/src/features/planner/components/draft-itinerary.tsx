import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { MEAL_WINDOWS, isPlacesContent, type Activity } from "@itinerary/contract";
import { useMemo, type CSSProperties } from "react";
import { toast } from "sonner";
import { StopMarkBadge, useLinkedStop } from "../../../components/map/linked-stop";
import { dayColour, stopMarks, type StopMark } from "../../../components/map/map-model";
import { GoogleMapsAttribution } from "../../../components/ui/google-maps-attribution";
import { StopExtras } from "../../../components/ui/stop-extras";
import type { KeyedActivity, KeyedDay } from "../model/draft-edits";
import { dayDate } from "../model/trip-dates";
import { ActivityImage } from "./activity-image";
import { AddPlace } from "./add-place";
import { DayTabs } from "./day-tabs";

export interface DraftItineraryProps {
  days: KeyedDay[];
  startDate: string | undefined;
  selectedId: string | null;
  disabled: boolean;
  onSelect: (id: string) => void;
  /** The stop under the pointer or focus, here or on the map. */
  highlightedId?: string | null;
  onHighlight?: (id: string | null) => void;
  onShift: (id: string, direction: -1 | 1) => void;
  onMove: (id: string, toIndex: number) => void;
  /** Moves a stop to another day, at `toIndex` there or at its end. */
  onMoveToDay: (id: string, day: number, toIndex?: number) => void;
  /** The most stops a day may hold (the pace's): a full day takes no stop from another. */
  maxStops: number;
  onDelete: (id: string) => void;
  /** The trip's destination, searched when a place is added; no adding without it. */
  city?: string | undefined;
  /** Adds a place of the traveller's own at a day's end; false when the plan already has it. */
  onAdd?: (day: number, activity: Activity) => boolean;
}

/**
 * The draft's days, in one drag-and-drop space: a stop dragged by its handle (or by Space and the
 * arrows) is reordered within its day or dropped among another day's stops.
 */
export function DraftItinerary({ days, startDate, ...handlers }: DraftItineraryProps) {
  const marks = useMemo(() => stopMarks(days), [days]);
  // Pointer drags start after a small move, so a click still selects; keyboard drags use Space and the arrows.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const where = new Map(
    days.flatMap((day) =>
      day.activities.map((activity, index) => [activity.id, { name: activity.name, index, day }] as const),
    ),
  );
  const name = (id: unknown) => where.get(String(id))?.name ?? "activity";
  // "position 2" within the stop's own day, "position 2 of day 3" in another.
  const spot = (active: unknown, over: unknown) => {
    const target = where.get(String(over));
    if (!target) return "a position";
    const other = target.day !== where.get(String(active))?.day;
    return `position ${target.index + 1}${other ? ` of day ${target.day.day}` : ""}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const from = where.get(String(active.id));
      return `Picked up ${name(active.id)}, position ${(from?.index ?? 0) + 1} of ${from?.day.activities.length ?? 1} on day ${from?.day.day ?? 1}.`;
    },
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over ${spot(active.id, over.id)}.`
        : `${name(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at ${spot(active.id, over.id)}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = where.get(String(active.id));
    const to = where.get(String(over.id));
    if (!from || !to) return;
    if (to.day === from.day) handlers.onMove(String(active.id), to.index);
    else if (to.day.activities.length >= handlers.maxStops)
      toast.info(`Day ${to.day.day} is full: remove a stop there first, or choose a busier pace.`);
    else if (from.day.activities.length < 2)
      toast.info(`${from.name} is the only stop of day ${from.day.day}: delete it instead to drop that day.`);
    else handlers.onMoveToDay(String(active.id), to.day.day, to.index);
  };

  const dayNumbers = days.map((day) => ({ day: day.day, full: day.activities.length >= handlers.maxStops }));
  return (
    <div className="draft-days">
      <DayTabs days={days} headingPrefix="draft-day" />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "To reorder, press Space, move with the arrow keys, press Space again to drop, or Escape to cancel. The day menu moves a stop to another day.",
          },
        }}
      >
        {days.map((day) => (
          <DraftDayCard
            key={day.day}
            day={day}
            date={dayDate(startDate, day.day)}
            marks={marks}
            dayNumbers={dayNumbers}
            {...handlers}
          />
        ))}
      </DndContext>
    </div>
  );
}

type DayHandlers = Omit<DraftItineraryProps, "days" | "startDate"> & {
  /** Every day of the draft, and whether it is full: the choices of a stop's day menu. */
  dayNumbers: Array<{ day: number; full: boolean }>;
};

function DraftDayCard({
  day,
  date,
  marks,
  ...handlers
}: DayHandlers & { day: KeyedDay; date: string | null; marks: Map<string, StopMark> }) {
  const headingId = `draft-day-${day.day}`;
  return (
    <section
      className="day-card"
      aria-labelledby={headingId}
      style={{ "--day-fill": dayColour(day.day).fill } as CSSProperties}
    >
      <h3 id={headingId} className="day-heading" tabIndex={-1}>
        <span className="day-number">Day {day.day}</span>
        {date ? <span className="day-date">{date}</span> : null}
        {day.day_start ? <span className="day-start">Starts at {day.day_start}</span> : null}
      </h3>
      {day.note ? <p className="day-note">{day.note}</p> : null}
      <SortableContext items={day.activities.map((activity) => activity.id)} strategy={verticalListSortingStrategy}>
        <ol className="activity-list">
          {day.activities.map((activity, index) => (
            <DraftActivity
              key={activity.id}
              activity={activity}
              day={day.day}
              mark={marks.get(activity.id)}
              isFirst={index === 0}
              isLast={index === day.activities.length - 1}
              onlyStop={day.activities.length === 1}
              {...handlers}
            />
          ))}
        </ol>
      </SortableContext>
      {handlers.city && handlers.onAdd ? (
        <AddPlace
          day={day.day}
          headingId={headingId}
          city={handlers.city}
          full={day.activities.length >= handlers.maxStops}
          disabled={handlers.disabled}
          onAdd={(activity) => handlers.onAdd!(day.day, activity)}
        />
      ) : null}
    </section>
  );
}

interface DraftActivityProps extends DayHandlers {
  activity: KeyedActivity;
  day: number;
  mark: StopMark | undefined;
  isFirst: boolean;
  isLast: boolean;
  /** A day's only stop stays on it. */
  onlyStop: boolean;
}

function DraftActivity({
  activity,
  day,
  mark,
  isFirst,
  isLast,
  onlyStop,
  dayNumbers,
  onMoveToDay,
  selectedId,
  highlightedId,
  disabled,
  onSelect,
  onHighlight,
  onShift,
  onDelete,
}: DraftActivityProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: activity.id,
    disabled,
  });
  const selected = selectedId === activity.id;
  const linked = useLinkedStop({ id: activity.id, selected, onHighlight });
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a pointer shortcut: the map's markers select a stop by keyboard
    <li
      ref={(element) => {
        setNodeRef(element);
        linked.setCard(element);
      }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`activity-card${selected ? " is-selected" : ""}${highlightedId === activity.id ? " is-highlighted" : ""}${isDragging ? " is-dragging" : ""}`}
      data-testid="draft-activity"
      onClick={() => onSelect(activity.id)}
      {...linked.handlers}
    >
      <StopMarkBadge mark={mark} />
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="drag-handle"
        aria-label={`Drag to reorder ${activity.name}`}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true">
          <g fill="currentColor">
            <circle cx="3" cy="4" r="1.6" />
            <circle cx="9" cy="4" r="1.6" />
            <circle cx="3" cy="10" r="1.6" />
            <circle cx="9" cy="10" r="1.6" />
            <circle cx="3" cy="16" r="1.6" />
            <circle cx="9" cy="16" r="1.6" />
          </g>
        </svg>
      </button>
      <ActivityImage activity={activity} />
      <div className="activity-body">
        <h4 className="activity-name">
          <button
            type="button"
            className="link-button activity-select"
            aria-pressed={selected}
            onClick={() => onSelect(activity.id)}
          >
            {activity.name}
          </button>
        </h4>
        <dl className="activity-facts">
          <Fact label="Transport" value={activity.transport} />
          <Fact label="Highlight" value={activity.highlight} />
          <Fact label="Opening Hours" value={activity.opening_hours} />
          <Fact label="Entry Fee" value={activity.entry_fee} />
          {activity.meal ? (
            <Fact
              label="Meal"
              value={`Your ${activity.meal} stop, ${MEAL_WINDOWS[activity.meal].from}–${MEAL_WINDOWS[activity.meal].to}`}
            />
          ) : null}
          {activity.parking_spot ? <Fact label="Parking Spot" value={activity.parking_spot} /> : null}
          {activity.postcode ? <Fact label="Postcode" value={activity.postcode} /> : null}
        </dl>
        {isPlacesContent(activity) ? <GoogleMapsAttribution /> : null}
        <StopExtras day={day} name={activity.name} place_id={activity.place_id} />
        {dayNumbers.length > 1 ? (
          <DayMenu
            activity={activity}
            day={day}
            days={dayNumbers}
            disabled={disabled || onlyStop}
            onMoveToDay={onMoveToDay}
          />
        ) : null}
      </div>
      {/* Clicks on the card's buttons do their own thing, not also select the card. */}
      <div className="activity-actions" role="presentation" onClick={(event) => event.stopPropagation()}>
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${activity.name} up`}
          disabled={disabled || isFirst}
          onClick={() => onShift(activity.id, -1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${activity.name} down`}
          disabled={disabled || isLast}
          onClick={() => onShift(activity.id, 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="icon-button icon-button-danger"
          aria-label={`Delete ${activity.name}`}
          disabled={disabled}
          onClick={() => onDelete(activity.id)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 11a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
            />
          </svg>
        </button>
      </div>
    </li>
  );
}

export function Fact({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * Which day a stop is on, as a menu: choosing another day moves it to that day's end. A day at the
 * pace's most stops cannot be chosen; a day's only stop stays (delete it instead).
 */
function DayMenu({
  activity,
  day,
  days,
  disabled,
  onMoveToDay,
}: {
  activity: KeyedActivity;
  day: number;
  days: Array<{ day: number; full: boolean }>;
  disabled: boolean;
  onMoveToDay: (id: string, day: number) => void;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- keeps a click on the menu from also selecting the card
    <div className="day-menu" onClick={(event) => event.stopPropagation()}>
      <label>
        <span className="day-menu-label">Day</span>
        <select
          aria-label={`Day of ${activity.name}`}
          value={day}
          disabled={disabled}
          onChange={(event) => onMoveToDay(activity.id, Number(event.target.value))}
        >
          {days.map((option) => (
            <option key={option.day} value={option.day} disabled={option.full && option.day !== day}>
              {option.day}
              {option.full && option.day !== day ? " (full)" : ""}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
