import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { ExploreStudiosPageData } from '../loaders';
import { useRouteQuery } from '../../relay/routeQuery';
import { usePageMeta } from '../../ui/pageMeta';
import type { ExploreStudiosPageQuery as ExploreStudiosPageQueryType } from './__generated__/ExploreStudiosPageQuery.graphql';
import { Slider } from './Slider';
import { StudioReel } from './StudioReel';
import './explore.css';

export const ExploreStudiosPageQuery = graphql`
  query ExploreStudiosPageQuery @preloadable {
    studios(first: 100) {
      edges {
        node {
          id
          name
          slug
          summary
          classTypes
          instructors {
            name
          }
          images {
            logo
            hero
          }
        }
      }
    }
  }
`;

/** /explorestudio: a showcase video per studio, a logo slider to pick one, and a slider of studio cards. */
export function ExploreStudiosPage() {
  const { queryRef } = useLoaderData() as ExploreStudiosPageData;
  const data = useRouteQuery<ExploreStudiosPageQueryType>(ExploreStudiosPageQuery, queryRef);
  usePageMeta({
    section: 'Explore Our Studios',
    description: 'Watch a short video from each partner studio and find the classes for you.',
  });
  const studios = (data.studios?.edges ?? []).map((edge) => edge.node);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = studios.find((studio) => studio.id === selectedId) ?? studios[0];

  if (!selected) {
    return (
      <div className="explore-page">
        <h1>Explore Our Studios</h1>
        <p>The studios could not be loaded. Please try again in a moment.</p>
      </div>
    );
  }
  return (
    <div className="explore-page">
      <div className="page-intro">
        <p className="eyebrow">Partner studios</p>
        <h1>Explore Our Studios</h1>
        <p className="page-intro__lead">
          Boutique studios from all over, streaming live and on demand. Watch a taste of each one.
        </p>
      </div>

      <section className="explore-page__feature" aria-labelledby="explore-feature-title">
        <StudioReel
          studio={{
            name: selected.name,
            classTypes: selected.classTypes,
            instructorNames: selected.instructors.map((instructor) => instructor.name),
          }}
        />
        <div className="explore-page__feature-text">
          <h2 id="explore-feature-title">{selected.name}</h2>
          <p>{selected.summary}</p>
          <Link
            className="button button--brand"
            to={`/studios/${selected.slug}`}
            state={{ studio: { id: selected.id, name: selected.name, slug: selected.slug } }}
          >
            Explore {selected.name}
          </Link>
        </div>
      </section>

      <h2 className="explore-page__heading">Choose a studio</h2>
      <Slider
        label="studio logos"
        items={studios}
        itemKey={(studio) => studio.id}
        renderItem={(studio) => (
          <button
            type="button"
            className="explore-logo"
            aria-pressed={studio.id === selected.id}
            onClick={() => setSelectedId(studio.id)}
          >
            <img src={studio.images.logo} alt={`${studio.name} video`} loading="lazy" />
          </button>
        )}
      />

      <h2 className="explore-page__heading">Studios to try</h2>
      <Slider
        label="studios"
        items={studios}
        pageSize={3}
        itemKey={(studio) => studio.id}
        renderItem={(studio) => (
          <Link
            className="explore-card"
            to={`/studios/${studio.slug}`}
            state={{ studio: { id: studio.id, name: studio.name, slug: studio.slug } }}
          >
            <img src={studio.images.hero} alt="" loading="lazy" />
            <span className="explore-card__name">{studio.name}</span>
            <span className="explore-card__types">{studio.classTypes.slice(0, 3).join(' · ')}</span>
          </Link>
        )}
      />
    </div>
  );
}
