import { useDeferredValue, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StudioChooser_query$key } from './__generated__/StudioChooser_query.graphql';

/** Lower-cased, accent-free text for matching what a visitor types. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The landing page's studio chooser: a searchable grid of studio logos. */
export function StudioChooser({ query }: { query: StudioChooser_query$key }) {
  const data = useFragment(
    graphql`
      fragment StudioChooser_query on Query {
        studios(first: 100) {
          totalCount
          edges {
            node {
              id
              name
              slug
              classTypes
              images {
                logo
              }
            }
          }
        }
      }
    `,
    query,
  );
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const inputId = useId();
  const needle = normalise(deferredSearch.trim());
  const studios = (data.studios?.edges ?? [])
    .map(({ node }) => node)
    .filter(
      (studio) =>
        needle === '' ||
        normalise(studio.name).includes(needle) ||
        studio.classTypes.some((classType) => normalise(classType).includes(needle)),
    );

  return (
    <section className="chooser" id="choose-a-studio" aria-labelledby="chooser-heading">
      <div className="chooser__head">
        <div>
          <h2 id="chooser-heading" className="section-heading section-heading--left">
            Choose your studio
          </h2>
          <p className="chooser__lead">
            {data.studios
              ? `${data.studios.totalCount} boutique studios, one membership. Search by studio or by class type.`
              : 'Our studio list is unavailable right now. Please try again in a moment.'}
          </p>
        </div>
        <div className="chooser__search">
          <label htmlFor={inputId} className="visually-hidden">
            Search studios
          </label>
          <input
            id={inputId}
            type="search"
            placeholder="Search studios or classes (e.g. Pilates)"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
      {studios.length === 0 ? (
        data.studios && (
          <p className="chooser__empty" role="status">
            No studio matches &ldquo;{deferredSearch}&rdquo;. <Link to="/studios">See all studios</Link>
          </p>
        )
      ) : (
        <ul className="chooser__grid">
          {studios.map((studio) => (
            <li key={studio.id}>
              <Link
                className="chooser__tile"
                to={`/studios/${studio.slug}`}
                state={{ studio: { id: studio.id, name: studio.name, slug: studio.slug } }}
              >
                <img src={studio.images.logo} alt="" loading="lazy" decoding="async" width={72} height={72} />
                <span>{studio.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="chooser__all">
        <Link to="/studios" className="button button--ghost">
          Check out All Studios
        </Link>
      </p>
    </section>
  );
}
