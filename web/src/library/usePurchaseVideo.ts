import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type {
  PurchaseVideoInput,
  usePurchaseVideoMutation,
} from './__generated__/usePurchaseVideoMutation.graphql';

const PurchaseVideoMutation = graphql`
  mutation usePurchaseVideoMutation($input: PurchaseVideoInput!) {
    purchaseVideo(input: $input) {
      video {
        id
        canWatch
        purchasePrice {
          formatted
        }
        playback {
          hlsUrl
          mp4Url
        }
      }
      amountCharged {
        formatted
      }
      receiptNumber
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type PurchaseVideoOutcome = MutationOutcome<{
  amountCharged: string | null;
  receiptNumber: string | null;
}>;

/**
 * Buys one class for good. The payload's video (now playable, with its addresses) lands in the
 * store, so the class page swaps its offer for the player without reloading.
 */
export function usePurchaseVideo(): [(input: PurchaseVideoInput) => Promise<PurchaseVideoOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<
    usePurchaseVideoMutation,
    { amountCharged: string | null; receiptNumber: string | null }
  >(PurchaseVideoMutation, ({ purchaseVideo: payload }) =>
    outcomeOf(payload, () =>
      payload.video
        ? {
            amountCharged: payload.amountCharged?.formatted ?? null,
            receiptNumber: payload.receiptNumber ?? null,
          }
        : null,
    ),
  );
  const purchase = useCallback((input: PurchaseVideoInput) => commit({ variables: { input } }), [commit]);
  return [purchase, inFlight];
}
