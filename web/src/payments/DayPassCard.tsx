import { graphql, useFragment } from 'react-relay';
import type { DayPassCard_plan$key } from './__generated__/DayPassCard_plan.graphql';
import { planCopy } from './planCopy';

/** The day pass on sale (price per day, one-time payment, unlimited workouts). */
export function DayPassCard({ plan }: { plan: DayPassCard_plan$key }) {
  const data = useFragment(
    graphql`
      fragment DayPassCard_plan on Plan {
        kind
        name
        trialDays
        price {
          formatted
        }
      }
    `,
    plan,
  );
  const copy = planCopy(data.kind, data.trialDays);
  return (
    <div className="plan-box plan-box--selected plan-box--static">
      <span className="plan-box__body">
        <span className="plan-box__head">
          <span className="plan-box__name">{data.name}</span>
          <span className="plan-box__price">
            <strong>{data.price.formatted}</strong> <span className="plan-box__per">{copy.per}</span>
          </span>
        </span>
        <span className="plan-box__details">
          <span className="plan-box__perks">
            <span className="plan-box__perk">{copy.billing}</span>
            {copy.perks.map((perk) => (
              <span key={perk} className="plan-box__perk">
                {perk}
              </span>
            ))}
          </span>
        </span>
      </span>
    </div>
  );
}
