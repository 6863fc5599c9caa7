import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useDayPassOnSaleQuery as DayPassOnSaleQueryType } from './__generated__/useDayPassOnSaleQuery.graphql';

const DayPassOnSaleQuery = graphql`
  query useDayPassOnSaleQuery($studioShortName: String) {
    plans(studioShortName: $studioShortName) {
      kind
    }
  }
`;

/**
 * Whether the studio's checkout sells a day pass, asked only when `ask` is set (a signed-in member
 * on the studio's own site). False until the answer arrives and when the plans cannot be read: the
 * header then simply offers no day-pass link rather than a page that cannot sell one.
 */
export function useDayPassOnSale(studioShortName: string | null, ask: boolean): boolean {
  const environment = useRelayEnvironment();
  const [answer, setAnswer] = useState<{ studio: string; onSale: boolean } | null>(null);
  useEffect(() => {
    if (!ask || !studioShortName) return;
    let current = true;
    // The plans are catalogue data: a copy already in the store answers at once.
    const subscription = fetchQuery<DayPassOnSaleQueryType>(
      environment,
      DayPassOnSaleQuery,
      { studioShortName },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) => {
        if (current)
          setAnswer({
            studio: studioShortName,
            onSale: (data.plans ?? []).some((plan) => plan.kind === 'DAY_PASS'),
          });
      },
      error: () => {
        if (current) setAnswer({ studio: studioShortName, onSale: false });
      },
    });
    return () => {
      current = false;
      subscription.unsubscribe();
    };
  }, [environment, studioShortName, ask]);
  return ask && answer !== null && answer.studio === studioShortName && answer.onSale;
}
