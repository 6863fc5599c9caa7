import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PlanCard_plan$key } from './__generated__/PlanCard_plan.graphql';
import { planCopy } from './planCopy';

interface PlanCardProps {
  plan: PlanCard_plan$key;
  /** Where its button goes: /payment?plan=… when logged in, else sign-up. */
  to: string;
  /** With a verified promo code: what the first payment comes to, for example '$9.99'. */
  promoPrice?: string | null;
  featured?: boolean;
}

/** A plan on the plan selection page: name, price, billing, perks and its button. */
export function PlanCard({ plan, to, promoPrice, featured }: PlanCardProps) {
  const data = useFragment(
    graphql`
      fragment PlanCard_plan on Plan {
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
  const copy = planCopy(data.kind, data.trialDays);
  return (
    <article className={featured ? 'plan-card plan-card--featured' : 'plan-card'} aria-labelledby={id}>
      <h2 id={id} className="plan-card__name">
        {data.name}
      </h2>
      <p className="plan-card__price">
        <strong>{data.price.formatted}</strong> <span>{copy.per}</span>
      </p>
      <p className="plan-card__billing">{copy.billing}</p>
      {promoPrice && (
        <p className="plan-card__promo">
          With your code: <strong>{promoPrice}</strong> for your first payment
        </p>
      )}
      <ul className="plan-card__perks">
        {copy.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      <Link className="button button--brand button--block plan-card__cta" to={to} aria-describedby={id}>
        {data.trialDays > 0 && !promoPrice ? 'Start Your Free Trial' : 'Get Started'}
      </Link>
    </article>
  );
}
