import { useEffect, useRef } from 'react';

/**
 * The end of a list that grows: the next page loads as the end scrolls into view, and a
 * 'Show more' button does the same for keyboard and assistive-technology users.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  label = 'Show more',
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadRef = useRef(onLoadMore);
  useEffect(() => {
    loadRef.current = onLoadMore;
  });
  const ready = hasMore && !loading;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!ready || !sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      // A little ahead of the end, so the next page is there when the member gets to it.
      { rootMargin: '400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [ready]);
  if (!hasMore) return null;
  return (
    <div className="load-more" ref={sentinelRef}>
      <button type="button" className="button button--ghost" disabled={loading} onClick={onLoadMore}>
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
