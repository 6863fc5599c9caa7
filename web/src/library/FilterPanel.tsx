import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSite } from '../site/SiteContext';
import type { FilterPanel_facets$key } from './__generated__/FilterPanel_facets.graphql';
import { CALORIES_RANGE, emptyPanel, MINUTES_RANGE, type PanelFilters } from './filters';

type ListField = 'classTypes' | 'equipment' | 'levels' | 'bodyFocus' | 'limitations' | 'targetMuscles';

interface Choice {
  value: string;
  label: string;
  count: number;
}

function ChoiceGroup({
  legend,
  choices,
  chosen,
  onToggle,
}: {
  legend: string;
  choices: ReadonlyArray<Choice>;
  chosen: ReadonlyArray<string>;
  onToggle: (value: string, on: boolean) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset className="library-panel__group">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="library-panel__choice">
          <input
            type="checkbox"
            checked={chosen.includes(choice.value)}
            onChange={(event) => onToggle(choice.value, event.target.checked)}
          />
          {/* The count is part of the label, so it is read with the choice. */}
          {`${choice.label} (${choice.count})`}
        </label>
      ))}
    </fieldset>
  );
}

function RangeGroup({
  legend,
  unit,
  bounds,
  step,
  value,
  onChange,
}: {
  legend: string;
  unit: string;
  bounds: { min: number; max: number };
  step: number;
  value: { min: number; max: number };
  onChange: (value: { min: number; max: number }) => void;
}) {
  const shown = (end: number) => (end >= bounds.max ? `${bounds.max}+ ${unit}` : `${end} ${unit}`);
  return (
    <fieldset className="library-panel__group">
      <legend>
        {legend}: {value.min} to {shown(value.max)}
      </legend>
      <label className="library-panel__range">
        From
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={value.min}
          aria-valuetext={`${value.min} ${unit}`}
          onChange={(event) => {
            const min = Number(event.target.value);
            onChange({ min: Math.min(min, value.max), max: value.max });
          }}
        />
      </label>
      <label className="library-panel__range">
        To
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={value.max}
          aria-valuetext={shown(value.max)}
          onChange={(event) => {
            const max = Number(event.target.value);
            onChange({ min: value.min, max: Math.max(max, value.min) });
          }}
        />
      </label>
    </fieldset>
  );
}

/**
 * The full filter panel: every choice says how many classes it leaves (the graph's facets for the
 * filter applied now). Choices are gathered, then applied together, so each application is one
 * step back in the browser's history. On small screens the panel folds into a 'Filters' button.
 */
export function FilterPanel({
  facets,
  applied,
  onApply,
}: {
  facets: FilterPanel_facets$key;
  applied: PanelFilters;
  onApply: (filters: PanelFilters) => void;
}) {
  const data = useFragment(
    graphql`
      fragment FilterPanel_facets on VideoFacets {
        classTypes {
          value
          label
          count
        }
        studios {
          value
          label
          count
        }
        equipment {
          value
          label
          count
        }
        levels {
          value
          label
          count
        }
        bodyFocus {
          value
          label
          count
        }
        limitations {
          value
          label
          count
        }
        targetMuscles {
          value
          label
          count
        }
      }
    `,
    facets,
  );
  const [draft, setDraft] = useState<PanelFilters>(applied);
  const { isWhiteLabel } = useSite();
  // A new address (applied here, Back, a shared link) starts the choices again from what it
  // applies; the panel stays mounted so focus stays where the member was.
  const appliedKey = JSON.stringify(applied);
  const [shownFor, setShownFor] = useState(appliedKey);
  if (shownFor !== appliedKey) {
    setShownFor(appliedKey);
    setDraft(applied);
  }
  const [open, setOpen] = useState(false);
  const bodyId = useId();

  const toggle = (field: ListField) => (value: string, on: boolean) =>
    setDraft((current) => ({
      ...current,
      [field]: on ? [...current[field], value] : current[field].filter((item) => item !== value),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <section className="library-panel" aria-label="Filters">
      <button
        type="button"
        className="button button--ghost library-panel__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((current) => !current)}
      >
        Filters
      </button>
      <form id={bodyId} className="library-panel__body" data-open={open} onSubmit={submit}>
        <ChoiceGroup
          legend="Class type"
          choices={data.classTypes}
          chosen={draft.classTypes}
          onToggle={toggle('classTypes')}
        />
        {/* A studio's own site holds that studio's classes only: no other studio to choose. */}
        {isWhiteLabel ? null : (
          <fieldset className="library-panel__group">
            <legend>Studio</legend>
            {data.studios.map((choice) => {
              const id = Number(choice.value);
              return (
                <label key={choice.value} className="library-panel__choice">
                  <input
                    type="checkbox"
                    checked={draft.studioIds.includes(id)}
                    onChange={(event) =>
                      setDraft((current) => ({
                        ...current,
                        studioIds: event.target.checked
                          ? [...current.studioIds, id]
                          : current.studioIds.filter((item) => item !== id),
                      }))
                    }
                  />
                  {`${choice.label} (${choice.count})`}
                </label>
              );
            })}
          </fieldset>
        )}
        <ChoiceGroup
          legend="Equipment"
          choices={data.equipment}
          chosen={draft.equipment}
          onToggle={toggle('equipment')}
        />
        <ChoiceGroup legend="Level" choices={data.levels} chosen={draft.levels} onToggle={toggle('levels')} />
        <ChoiceGroup
          legend="Body focus"
          choices={data.bodyFocus}
          chosen={draft.bodyFocus}
          onToggle={toggle('bodyFocus')}
        />
        <ChoiceGroup
          legend="Limitations"
          choices={data.limitations}
          chosen={draft.limitations}
          onToggle={toggle('limitations')}
        />
        <ChoiceGroup
          legend="Target muscles"
          choices={data.targetMuscles}
          chosen={draft.targetMuscles}
          onToggle={toggle('targetMuscles')}
        />
        <RangeGroup
          legend="Time"
          unit="min"
          bounds={MINUTES_RANGE}
          step={5}
          value={draft.minutes}
          onChange={(minutes) => setDraft((current) => ({ ...current, minutes }))}
        />
        <RangeGroup
          legend="Calories"
          unit="kcal"
          bounds={CALORIES_RANGE}
          step={50}
          value={draft.calories}
          onChange={(calories) => setDraft((current) => ({ ...current, calories }))}
        />
        <label className="library-panel__choice">
          <input
            type="checkbox"
            checked={draft.hideCompleted}
            onChange={(event) => setDraft((current) => ({ ...current, hideCompleted: event.target.checked }))}
          />
          Hide classes I&apos;ve taken
        </label>
        <p className="library-panel__actions">
          <button type="submit" className="button button--brand">
            Apply filters
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setDraft({ ...emptyPanel(), search: applied.search });
              onApply({ ...emptyPanel(), search: applied.search });
            }}
          >
            Clear filters
          </button>
        </p>
      </form>
    </section>
  );
}
