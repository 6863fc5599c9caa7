import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { verifyPromo, type PromoCheckResult } from './verifyPromo';

export type PromoState =
  | { status: 'idle' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; result: Extract<PromoCheckResult, { valid: true }> }
  | { status: 'rejected'; code: string; message: string };

export interface PromoCode {
  state: PromoState;
  /** Checks `code` against the selected plan (the Apply button). */
  apply: (code: string) => void;
  /** Drops the code (REMOVE, or the clear icon of a refused code). */
  remove: () => void;
  /** The code to send with the purchase: only one the server accepted. */
  appliedCode: string | null;
  /** The amount due now with the code is zero: no card is needed. */
  free: boolean;
}

/**
 * The payment form's promo code, checked with `verifyPromo` for the selected plan's
 * packageId. A newer check supersedes an older one still running; when the member picks
 * another plan, an applied code is checked again against its price.
 */
export function usePromoCode(packageId: string | null): PromoCode {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<PromoState>({ status: 'idle' });
  const latest = useRef(0);

  /** Asks the server about `code` for `forPackage`; only the newest request's answer is kept. */
  const verify = useCallback(
    (code: string, forPackage: string) => {
      const request = ++latest.current;
      void verifyPromo(environment, code, forPackage).then((result) => {
        if (request !== latest.current) return;
        setState(
          result.valid
            ? { status: 'applied', result }
            : { status: 'rejected', code: result.code, message: result.message },
        );
      });
    },
    [environment],
  );

  const apply = useCallback(
    (code: string) => {
      const trimmed = code.trim();
      if (!trimmed || !packageId) return;
      setState({ status: 'checking', code: trimmed });
      verify(trimmed, packageId);
    },
    [verify, packageId],
  );

  const remove = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  // Another plan, another price: the applied code is checked again, and shows as being checked
  // until the answer comes.
  const recheck =
    state.status === 'applied' && packageId && state.result.packageId !== packageId
      ? state.result.code
      : null;
  useEffect(() => {
    if (recheck !== null && packageId) verify(recheck, packageId);
  }, [recheck, packageId, verify]);
  const shown: PromoState = recheck !== null ? { status: 'checking', code: recheck } : state;

  const applied = state.status === 'applied' && state.result.packageId === packageId ? state.result : null;
  return {
    state: shown,
    apply,
    remove,
    appliedCode: applied?.code ?? null,
    free: applied !== null && applied.newAmount.cents === 0,
  };
}
