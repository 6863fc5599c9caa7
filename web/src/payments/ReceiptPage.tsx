import { graphql } from 'react-relay';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import { ACCOUNT_PATH } from '../accounts/access/redirects';
import { useRouteQuery } from '../relay/routeQuery';
import { useSite } from '../site/SiteContext';
import { usePageMeta } from '../ui/pageMeta';
import type { ReceiptPageQuery as ReceiptPageQueryType } from './__generated__/ReceiptPageQuery.graphql';
import { chargeCardText, chargeStatusText } from './chargeText';
import { formatDate } from './dates';
import type { ReceiptPageData } from './loaders';
import './payments.css';

export const ReceiptPageQuery = graphql`
  query ReceiptPageQuery($id: ID!) @preloadable {
    viewer {
      firstName
      lastName
      email
      charge(id: $id) {
        reference
        createdAt
        description
        status
        amount {
          formatted
        }
        refundedAmount {
          formatted
        }
        refundedAt
        failureMessage
        cardBrand
        cardLast4
        studio {
          name
        }
      }
    }
  }
`;

export const RECEIPT_TITLE = 'Receipt';

/**
 * One charge's receipt, laid out to print (the header, footer and buttons stay off paper): who sold
 * it, the receipt number and date, who paid, what for, how much, with which card, and any refund.
 * Another member's charge, or one that does not exist, is the same 'not found'.
 */
export function ReceiptPage() {
  const { queryRef } = useLoaderData() as ReceiptPageData;
  const data = useRouteQuery<ReceiptPageQueryType>(ReceiptPageQuery, queryRef);
  const { brand } = useSite();
  usePageMeta({ section: RECEIPT_TITLE });
  if (!data.viewer)
    return <Navigate to={`/login?redirect_path=${encodeURIComponent(ACCOUNT_PATH)}`} replace />;
  const charge = data.viewer.charge;
  if (!charge) {
    return (
      <section className="auth-page receipt-page" aria-labelledby="receipt-heading">
        <div className="auth-card auth-card--wide">
          <h1 id="receipt-heading">Receipt not found</h1>
          <p>We could not find this receipt among your payments.</p>
          <Link className="button button--brand" to={ACCOUNT_PATH}>
            Back to your account
          </Link>
        </div>
      </section>
    );
  }
  const card = chargeCardText(charge);
  return (
    <section className="auth-page receipt-page" aria-labelledby="receipt-heading">
      <div className="auth-card auth-card--wide receipt">
        <p className="receipt__seller">{charge.studio?.name ?? brand.name}</p>
        <h1 id="receipt-heading">{RECEIPT_TITLE}</h1>
        <dl className="account-details receipt__facts">
          <div>
            <dt>Receipt number</dt>
            <dd>{charge.reference}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatDate(charge.createdAt)}</dd>
          </div>
          <div>
            <dt>Billed to</dt>
            <dd>
              {data.viewer.firstName} {data.viewer.lastName}, {data.viewer.email}
            </dd>
          </div>
          <div>
            <dt>Description</dt>
            <dd>{charge.description}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{charge.amount.formatted}</dd>
          </div>
          {card && (
            <div>
              <dt>Paid with</dt>
              <dd>{card}</dd>
            </div>
          )}
          <div>
            <dt>Status</dt>
            <dd>{chargeStatusText(charge)}</dd>
          </div>
          {charge.refundedAmount && (
            <div>
              <dt>Refunded</dt>
              <dd>
                {charge.refundedAmount.formatted}
                {charge.refundedAt ? ` on ${formatDate(charge.refundedAt)}` : ''}
              </dd>
            </div>
          )}
          {charge.status === 'FAILED' && charge.failureMessage && (
            <div>
              <dt>Why it was declined</dt>
              <dd>{charge.failureMessage}</dd>
            </div>
          )}
        </dl>
        <div className="account-actions receipt__actions">
          <button type="button" className="button button--brand" onClick={() => window.print()}>
            Print receipt
          </button>
          <Link className="button button--ghost" to={ACCOUNT_PATH}>
            Back to your account
          </Link>
        </div>
      </div>
    </section>
  );
}
