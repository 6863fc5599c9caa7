import type { ReactNode } from 'react';

/** Numbered instructions, drawn like the studio pages' steps (the list's own numbers are read out). */
export function StepList({ steps, label }: { steps: ReadonlyArray<ReactNode>; label?: string }) {
  return (
    <ol className="steps info-steps" aria-label={label}>
      {steps.map((step, index) => (
        <li key={index} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <p className="steps__text info-steps__text">{step}</p>
        </li>
      ))}
    </ol>
  );
}
