import { useId, useState, type ReactNode } from 'react';

/** The studio slider shows and moves 6 items at a time. */
export const SLIDER_PAGE_SIZE = 6;

/**
 * A row of items shown a page at a time, with previous/next buttons that wrap around (the
 * sliders are infinite). Items off the page are not rendered, so keyboard focus never
 * lands on something hidden.
 */
export function Slider<T>({
  label,
  items,
  pageSize = SLIDER_PAGE_SIZE,
  renderItem,
  itemKey,
}: {
  label: string;
  items: readonly T[];
  pageSize?: number;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}) {
  const [start, setStart] = useState(0);
  const listId = useId();
  const count = items.length;
  const visible =
    count <= pageSize
      ? items
      : Array.from({ length: pageSize }, (_, index) => items[(start + index) % count]!);
  const move = (direction: 1 | -1) =>
    setStart((current) => (((current + direction * pageSize) % count) + count) % count);
  const paged = count > pageSize;
  return (
    <section className="slider" aria-roledescription="carousel" aria-label={label}>
      {paged && (
        <button
          type="button"
          className="slider__arrow"
          aria-controls={listId}
          aria-label={`Previous ${label}`}
          onClick={() => move(-1)}
        >
          ‹
        </button>
      )}
      <ul id={listId} className="slider__items" aria-live="polite">
        {visible.map((item) => (
          <li key={itemKey(item)} className="slider__item">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {paged && (
        <button
          type="button"
          className="slider__arrow"
          aria-controls={listId}
          aria-label={`Next ${label}`}
          onClick={() => move(1)}
        >
          ›
        </button>
      )}
    </section>
  );
}
