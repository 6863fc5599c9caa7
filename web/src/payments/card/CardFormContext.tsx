import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  CardFormContext_paymentProvider$key,
  PaymentProviderKind,
} from './__generated__/CardFormContext_paymentProvider.graphql';

/**
 * The product's exact wording of what a form shows when no card token results. Three sentences,
 * shown as three lines.
 */
export const CARD_TOKEN_FAILURE = [
  'An error occurred and payment information could not be verified.',
  'Please try again in a few minutes or contact your bank to approve the transaction.',
  'If the problem persists, contact support.',
] as const;

/** Shown instead of card fields when the gateway cannot say which provider takes cards. */
export const PAYMENT_UNAVAILABLE =
  'Card payments are unavailable right now. Please try again in a few minutes.';

/** The outcome of turning the card fields into a token. */
export type CardTokenResult =
  | { ok: true; token: string }
  /** The fields are incomplete or invalid: they show why; nothing was sent. */
  | { ok: false; reason: 'invalid' }
  /** The provider made no token (refused, unreachable): show CARD_TOKEN_FAILURE. */
  | { ok: false; reason: 'failed' };

/** What card fields (local or Stripe) hand to the form that submits them. */
export interface CardFieldsDriver {
  /** The provider is loaded and every field is mounted. */
  ready: boolean;
  /** Makes a one-use token for the card typed in, with the billing name. */
  tokenize: (billingName: string) => Promise<CardTokenResult>;
}

export interface CardFormValue {
  /** LOCAL or STRIPE; null when the gateway could not say (card payments unavailable). */
  kind: PaymentProviderKind | null;
  publishableKey: string | null;
  /** Submitting waits until the payment provider and the card fields are ready. */
  ready: boolean;
  tokenize: (billingName: string) => Promise<CardTokenResult>;
  /** Card fields attach themselves here while mounted. */
  attach: (driver: CardFieldsDriver | null) => void;
}

const CardFormContext = createContext<CardFormValue | null>(null);

const NOT_READY = async (): Promise<CardTokenResult> => ({ ok: false, reason: 'failed' });

/**
 * Gives a payment form its card fields' state: which provider takes the card, whether the
 * fields are ready, and `tokenize`. The fields (LocalCardFields, or Stripe's Elements
 * loaded only for the STRIPE provider) can sit anywhere below and attach themselves.
 */
export function CardFormProvider({
  provider,
  children,
}: {
  provider: CardFormContext_paymentProvider$key | null | undefined;
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment CardFormContext_paymentProvider on PaymentProvider {
        kind
        publishableKey
      }
    `,
    provider ?? null,
  );
  const [driver, setDriver] = useState<CardFieldsDriver | null>(null);
  const attach = useCallback((next: CardFieldsDriver | null) => setDriver(next), []);
  const kind = data?.kind === 'LOCAL' || data?.kind === 'STRIPE' ? data.kind : null;
  const publishableKey = data?.publishableKey ?? null;
  const value = useMemo<CardFormValue>(
    () => ({
      kind: kind === 'STRIPE' && !publishableKey ? null : kind,
      publishableKey,
      ready: driver?.ready ?? false,
      tokenize: driver?.tokenize ?? NOT_READY,
      attach,
    }),
    [kind, publishableKey, driver, attach],
  );
  return <CardFormContext.Provider value={value}>{children}</CardFormContext.Provider>;
}

export function useCardForm(): CardFormValue {
  const value = useContext(CardFormContext);
  if (!value) throw new Error('useCardForm() must be used inside <CardFormProvider>.');
  return value;
}

/** Card fields call this with their current state; they detach when unmounted. */
export function useAttachCardFields(ready: boolean, tokenize: CardFieldsDriver['tokenize']): void {
  const { attach } = useCardForm();
  useEffect(() => {
    attach({ ready, tokenize });
  }, [attach, ready, tokenize]);
  useEffect(() => () => attach(null), [attach]);
}
