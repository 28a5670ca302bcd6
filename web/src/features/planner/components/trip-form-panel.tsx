import {
  ACCOMMODATION_TYPES,
  INTERESTS,
  MAX_DAYS,
  MAX_STAY_ADDRESS_LENGTH,
  MIN_DAYS,
  PACE_RANGE,
  TRANSPORT_MODES,
  TRAVEL_PACES,
  TRAVEL_TYPES,
  type AccommodationType,
  type Interest,
} from "@itinerary/contract";
import { useId, type FormEvent, type ReactNode } from "react";
import { NeedsConnection } from "../../../components/ui/offline-note";
import { useOnline } from "../../../lib/offline/use-online";
import { describedBy, OFFLINE_TEXT } from "../../../lib/offline/connection";
import type { PlannerState } from "../model/planner-state";
import type { TripForm, TripFormField } from "../model/trip-form";
import { ActionCost, type Wallet } from "./action-cost";
import { CityInput } from "./city-input";
import { SelectField } from "./select-field";
import { StayNameInput } from "./stay-name-input";

/** SPEC section 9 pace labels; the values sent stay Chill, Balanced, Intense. */
function paceLabel(pace: keyof typeof PACE_RANGE): string {
  const range = PACE_RANGE[pace];
  const count = pace === "Intense" ? `${range.min}+` : `${range.min}-${range.max}`;
  return `${range.label} (${count} activities/day)`;
}

const PACE_OPTIONS = TRAVEL_PACES.map((pace) => ({ value: pace, label: paceLabel(pace) }));
const TRAVEL_TYPE_OPTIONS = TRAVEL_TYPES.map((type) => ({ value: type, label: type }));
const TRANSPORT_OPTIONS = TRANSPORT_MODES.map((mode) => ({ value: mode, label: mode }));

export interface TripFormPanelProps {
  state: PlannerState;
  onChange: <F extends TripFormField>(field: F, value: TripForm[F]) => void;
  onGenerate: () => void;
  wallet?: Wallet;
  id?: string;
}

export function TripFormPanel({ state, onChange, onGenerate, wallet, id }: TripFormPanelProps) {
  const online = useOnline();
  const { form, fieldErrors: errors, pending } = state;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate();
  };
  return (
    <form id={id} className="trip-form" onSubmit={submit} noValidate aria-labelledby="trip-form-heading">
      <h2 id="trip-form-heading" className="visually-hidden">
        Trip preferences
      </h2>
      <div className="form-card">
        <div className="form-grid form-grid-top">
          <CityInput
            label="From"
            value={form.departureCity}
            onChange={(value) => onChange("departureCity", value)}
            placeholder="Your home city"
          />
          <CityInput
            label="To"
            value={form.destinationCity}
            onChange={(value) => onChange("destinationCity", value)}
            error={errors.destinationCity}
            placeholder="Where to?"
            isRequired
          />
          <PlainField label="Start Date" error={errors.startDate}>
            {(props) => (
              <input
                {...props}
                type="date"
                className="input"
                value={form.startDate}
                onChange={(event) => onChange("startDate", event.target.value)}
                required
              />
            )}
          </PlainField>
          <PlainField label="Number of Days" error={errors.numberOfDays}>
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={MIN_DAYS}
                max={MAX_DAYS}
                className="input"
                value={form.numberOfDays}
                onChange={(event) => onChange("numberOfDays", event.target.value)}
                required
              />
            )}
          </PlainField>
          <PlainField label="Budget ($)">
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className="input"
                placeholder="Optional"
                value={form.totalBudget}
                onChange={(event) => onChange("totalBudget", event.target.value)}
              />
            )}
          </PlainField>
        </div>
      </div>

      <section className="form-card" aria-labelledby="travel-details-heading">
        <h3 id="travel-details-heading" className="form-card-title">
          Travel Details
        </h3>
        <div className="form-grid">
          <SelectField
            label="Travel Type"
            value={form.travelType}
            options={TRAVEL_TYPE_OPTIONS}
            onChange={(value) => onChange("travelType", value)}
          />
          <SelectField
            label="Mode of Transport"
            value={form.transport}
            options={TRANSPORT_OPTIONS}
            onChange={(value) => onChange("transport", value)}
          />
          <SelectField
            label="Pace"
            value={form.travelPace}
            options={PACE_OPTIONS}
            onChange={(value) => onChange("travelPace", value)}
            className="field-wide"
          />
        </div>
        <ChipGroup
          label="Accommodation Types"
          options={ACCOMMODATION_TYPES}
          value={form.accommodation}
          onChange={(value) => onChange("accommodation", value as AccommodationType[])}
          error={errors.accommodation}
        />
        <fieldset className="own-stay">
          <legend className="field-label">Already booked your stay? (optional)</legend>
          <p className="field-hint">Each day then starts and ends there, and its route in Maps does too.</p>
          <div className="form-grid">
            <StayNameInput
              value={form.stayName}
              onChange={(value) => onChange("stayName", value)}
              city={form.destinationCity}
              error={errors.stayName}
            />
            <PlainField label="Stay address" hint="Street, number and postcode, as you would give them to a taxi.">
              {(props) => (
                <input
                  {...props}
                  className="input"
                  autoComplete="street-address"
                  maxLength={MAX_STAY_ADDRESS_LENGTH}
                  value={form.stayAddress}
                  onChange={(event) => onChange("stayAddress", event.target.value)}
                />
              )}
            </PlainField>
          </div>
        </fieldset>
      </section>

      <section className="form-card" aria-labelledby="interests-heading">
        <h3 id="interests-heading" className="form-card-title">
          Interests
        </h3>
        <ChipGroup
          label="Interests"
          hideLabel
          options={INTERESTS}
          value={form.interests}
          onChange={(value) => onChange("interests", value as Interest[])}
        />
      </section>

      <div className="form-card">
        <PlainField
          label="Special Requests or Preferences"
          hint="Optional. One request per line, for example: vegetarian food, no early starts."
        >
          {(props) => (
            <textarea
              {...props}
              className="input textarea"
              rows={3}
              value={form.specialRequests}
              onChange={(event) => onChange("specialRequests", event.target.value)}
            />
          )}
        </PlainField>
      </div>

      <div className="action-with-cost">
        <button
          type="submit"
          className="button button-primary button-large button-block"
          disabled={pending !== null || !online}
          aria-describedby={describedBy(wallet?.costs ? "generate-cost" : null, online ? null : "generate-offline")}
        >
          {pending === "generate" ? "Generating..." : "Generate Itinerary"}
        </button>
        <ActionCost id="generate-cost" wallet={wallet} action="generate" />
        {online ? null : <NeedsConnection id="generate-offline" reason={OFFLINE_TEXT.needsConnection.generate} />}
      </div>
    </form>
  );
}

interface PlainFieldProps {
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string }) => ReactNode;
}

/** A native input with its label, hint and error wired up (dates and numbers stay native on purpose: mobile keyboards and pickers). */
function PlainField({ label, error, hint, children }: PlainFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field-invalid" : ""}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ChipGroupProps {
  label: string;
  hideLabel?: boolean;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** A multi-select shown as toggle chips: native checkboxes underneath, in a fieldset named by its legend. */
function ChipGroup({ label, hideLabel, options, value, onChange, error }: ChipGroupProps) {
  const errorId = useId();
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? options.filter((o) => o === option || value.includes(o)) : value.filter((o) => o !== option));
  return (
    <fieldset className={`chip-group${error ? " field-invalid" : ""}`} aria-describedby={error ? errorId : undefined}>
      <legend className={hideLabel ? "visually-hidden" : "field-label"}>{label}</legend>
      <div className="chips">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label key={option} className="chip">
              <input
                type="checkbox"
                className="chip-input"
                checked={checked}
                onChange={(event) => toggle(option, event.target.checked)}
              />
              <span className="chip-mark" aria-hidden="true">
                {checked ? "✓" : "+"}
              </span>
              {option}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
