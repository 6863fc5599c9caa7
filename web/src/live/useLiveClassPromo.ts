import { useCallback, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { PromoCode, PromoState } from '../payments/promo/usePromoCode';
import { verifyPromo } from '../payments/promo/verifyPromo';

/**
 * A promo code for one live class, shaped like the payments module's `PromoCode` so the payment
 * form's promo field is reused. The server verifies the code together with the class's
 * price (`verifyPromo` with `liveClassId`: the server prices the class itself); the amount it
 * answers is what the payment then asks for.
 */
export function useLiveClassPromo(
  liveClassId: string,
  listCents: number,
): PromoCode & { amountCents: number } {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<PromoState>({ status: 'idle' });
  const latest = useRef(0);

  const apply = useCallback(
    (code: string) => {
      const trimmed = code.trim();
      if (!trimmed) return;
      const request = ++latest.current;
      setState({ status: 'checking', code: trimmed });
      void verifyPromo(environment, trimmed, { liveClassId }).then((result) => {
        if (request !== latest.current) return;
        setState(
          result.valid
            ? { status: 'applied', result }
            : { status: 'rejected', code: result.code, message: result.message },
        );
      });
    },
    [environment, liveClassId],
  );

  const remove = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  const applied = state.status === 'applied' ? state.result : null;
  return {
    state,
    apply,
    remove,
    appliedCode: applied?.code ?? null,
    free: applied !== null && applied.newAmount.cents === 0,
    amountCents: applied ? applied.newAmount.cents : listCents,
  };
}
