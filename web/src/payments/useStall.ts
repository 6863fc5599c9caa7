import { useCallback, useRef, useState } from 'react';

/**
 * The payment form's states: idle, then stalled from submit until an error or success.
 * `begin` refuses while stalled: a ref, so a second submit in the same tick is ignored too.
 */
export function useStall(): { stalled: boolean; begin: () => boolean; end: () => void } {
  const stalledRef = useRef(false);
  const [stalled, setStalled] = useState(false);
  const begin = useCallback(() => {
    if (stalledRef.current) return false;
    stalledRef.current = true;
    setStalled(true);
    return true;
  }, []);
  const end = useCallback(() => {
    stalledRef.current = false;
    setStalled(false);
  }, []);
  return { stalled, begin, end };
}
