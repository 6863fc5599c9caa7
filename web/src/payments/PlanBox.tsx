import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PlanBox_plan$key } from './__generated__/PlanBox_plan.graphql';
import { planCopy } from './planCopy';

interface PlanBoxProps {
  plan: PlanBox_plan$key;
  /** The radio group's name. */
  group: string;
  selected: boolean;
  onSelect: () => void;
  disabled?: boolean;
  /** False for a member who has had the free trial (it is once per account): no 'first days free' perk. */
  freeTrial?: boolean;
}

/** One selectable plan of the payment page: name, price, billing and perks, as a radio. */
export function PlanBox({ plan, group, selected, onSelect, disabled, freeTrial = true }: PlanBoxProps) {
  const data = useFragment(
    graphql`
      fragment PlanBox_plan on Plan {
        packageId
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
  const id = useId();
  const copy = planCopy(data.kind, freeTrial ? data.trialDays : 0);
  return (
    <label className={selected ? 'plan-box plan-box--selected' : 'plan-box'}>
      <input
        type="radio"
        className="plan-box__radio"
        name={group}
        value={data.packageId}
        checked={selected}
        disabled={disabled}
        onChange={onSelect}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-price ${id}-details`}
      />
      <span className="plan-box__mark" aria-hidden="true" />
      <span className="plan-box__body">
        <span className="plan-box__head">
          <span id={`${id}-name`} className="plan-box__name">
            {data.name}
          </span>
          <span id={`${id}-price`} className="plan-box__price">
            <strong>{data.price.formatted}</strong> <span className="plan-box__per">{copy.per}</span>
          </span>
        </span>
        <span id={`${id}-details`} className="plan-box__details">
          <span className="plan-box__billing">{copy.billing}</span>
          <span className="plan-box__perks">
            {copy.perks.map((perk) => (
              <span key={perk} className="plan-box__perk">
                {perk}
              </span>
            ))}
          </span>
        </span>
      </span>
    </label>
  );
}
