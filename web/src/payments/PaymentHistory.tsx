import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PaymentHistory_user$key } from './__generated__/PaymentHistory_user.graphql';
import { chargeCardText, chargeStatusText, receiptPath } from './chargeText';
import { formatDate } from './dates';
import './payments.css';

/** How many payments a page of the history shows. */
export const HISTORY_PAGE_SIZE = 10;

/**
 * The account page's payment history: every charge, newest first, a page at a time (the gateway
 * passes the backend's cursors through, so 'Show more payments' continues exactly where it
 * stopped), each with a link to its printable receipt.
 */
export function PaymentHistory({ user }: { user: PaymentHistory_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment PaymentHistory_user on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "PaymentHistoryPaginationQuery") {
        charges(first: $count, after: $cursor) @connection(key: "PaymentHistory_charges") {
          edges {
            node {
              id
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
              cardBrand
              cardLast4
            }
          }
        }
      }
    `,
    user,
  );
  const charges = data.charges.edges.map((edge) => edge.node);
  return (
    <section className="account-section" aria-labelledby="payment-history-heading">
      <h2 id="payment-history-heading" className="account-section__title">
        Payment history
      </h2>
      {charges.length === 0 ? (
        <p className="account-section__empty">No payments yet.</p>
      ) : (
        <div className="payment-history__scroll">
          <table className="payment-history">
            <caption className="visually-hidden">Your payments, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Amount</th>
                <th scope="col">Card</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {charges.map((charge) => (
                <tr key={charge.id}>
                  <td>{formatDate(charge.createdAt)}</td>
                  <td>{charge.description}</td>
                  <td>{charge.amount.formatted}</td>
                  <td>{chargeCardText(charge) ?? '—'}</td>
                  <td>{chargeStatusText(charge)}</td>
                  <td>
                    <Link to={receiptPath(charge.reference)}>
                      Receipt
                      <span className="visually-hidden">
                        {' '}
                        for {charge.description}, {formatDate(charge.createdAt)}
                      </span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext ? (
        <p>
          <button
            type="button"
            className="button button--ghost"
            disabled={isLoadingNext}
            aria-busy={isLoadingNext || undefined}
            onClick={() => loadNext(HISTORY_PAGE_SIZE)}
          >
            {isLoadingNext ? 'Loading…' : 'Show more payments'}
          </button>
        </p>
      ) : null}
    </section>
  );
}
