import { useId, useState } from 'react';
import type { WorkoutSlide_workout$key } from './__generated__/WorkoutSlide_workout.graphql';
import { WorkoutSlide } from './WorkoutSlide';

export interface SliderWorkout {
  id: string;
  ref: WorkoutSlide_workout$key;
}

/**
 * The chosen day's workouts, one slide at a time: previous and next wrap around (the last leads to
 * the first), a dot per workout, and a 500 ms slide the stylesheet turns off for reduced motion.
 * Slides not shown are inert, so neither the keyboard nor a screen reader lands on them.
 */
export function WorkoutSlider({ workouts, label }: { workouts: readonly SliderWorkout[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<'next' | 'previous'>('next');
  const id = useId();
  const count = workouts.length;
  const shown = count === 0 ? 0 : Math.min(index, count - 1);
  const go = (next: number, towards: 'next' | 'previous') => {
    setDirection(towards);
    setIndex(((next % count) + count) % count);
  };

  return (
    <section className="workout-slider" aria-roledescription="carousel" aria-label={label}>
      <div className={`workout-slider__track workout-slider__track--${direction}`} id={`${id}-track`}>
        {workouts.map((workout, position) => {
          const current = position === shown;
          return (
            <div
              key={workout.id}
              className={`workout-slider__slide${current ? ' is-current' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={!current}
              inert={!current}
            >
              <WorkoutSlide workout={workout.ref} />
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="workout-slider__controls">
          <button
            type="button"
            className="workout-slider__arrow"
            aria-controls={`${id}-track`}
            aria-label="Previous workout"
            onClick={() => go(shown - 1, 'previous')}
          >
            ‹
          </button>
          <div className="workout-slider__dots">
            {workouts.map((workout, position) => (
              <button
                key={workout.id}
                type="button"
                className={`workout-slider__dot${position === shown ? ' is-current' : ''}`}
                aria-controls={`${id}-track`}
                aria-label={`Workout ${position + 1} of ${count}`}
                aria-current={position === shown ? 'true' : undefined}
                onClick={() => go(position, position < shown ? 'previous' : 'next')}
              />
            ))}
          </div>
          <button
            type="button"
            className="workout-slider__arrow"
            aria-controls={`${id}-track`}
            aria-label="Next workout"
            onClick={() => go(shown + 1, 'next')}
          >
            ›
          </button>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {count > 1 ? `Workout ${shown + 1} of ${count}` : ''}
      </p>
    </section>
  );
}
