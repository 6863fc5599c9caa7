import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../../ui/pageMeta';
import { useSignUpLabel, useSite } from '../../site/SiteContext';
import { CompatibleDevices } from '../sections/CompatibleDevices';
import { HowItWorksSteps } from '../sections/HowItWorksSteps';
import type { LandingPage_query$key } from './__generated__/LandingPage_query.graphql';
import { HeroBackgroundVideo } from './HeroBackgroundVideo';
import { StudioChooser } from './StudioChooser';
import './landing.css';

/** The general site's home page: hero, studio chooser, how it works and devices. */
export function LandingPage({ query }: { query: LandingPage_query$key }) {
  const data = useFragment(
    graphql`
      fragment LandingPage_query on Query {
        ...StudioChooser_query
        heroStudios: studios(first: 4) {
          edges {
            node {
              id
              images {
                hero
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { brand } = useSite();
  const signUpLabel = useSignUpLabel();
  const { search } = useLocation();
  usePageMeta({});
  const heroImages = (data.heroStudios?.edges ?? []).map(({ node }) => ({
    id: node.id,
    src: node.images.hero,
  }));

  return (
    <div className="landing">
      <section className="landing-hero" aria-labelledby="landing-hero-heading">
        <div className="landing-hero__mosaic" aria-hidden="true">
          {/* Behind the hero's video: only the first shows on a phone, the rest wait until laid out. */}
          {heroImages.map((image, index) => (
            <img
              key={image.id}
              src={image.src}
              alt=""
              width={640}
              height={360}
              decoding="async"
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          ))}
        </div>
        <HeroBackgroundVideo />
        <div className="landing-hero__shade" />
        <div className="landing-hero__content">
          <p className="eyebrow eyebrow--light">{brand.name}</p>
          <h1 id="landing-hero-heading">Your favourite boutique studios, streaming at home.</h1>
          <p className="landing-hero__lead">
            Live and on-demand classes from top instructors: Pilates, barre, HIIT, yoga, cycling and more. One
            membership, every studio, any screen.
          </p>
          <div className="landing-hero__actions">
            <Link className="button button--brand button--large" to={`/signup${search}`}>
              {signUpLabel}
            </Link>
            <a className="button button--light button--large" href="#choose-a-studio">
              Find your studio
            </a>
          </div>
          <p className="landing-hero__note">
            7 days free, then $19.99 a month or $239.99 a year. Cancel any time.
          </p>
        </div>
      </section>

      <div className="landing-section">
        <StudioChooser query={data} />
      </div>

      <section className="landing-section landing-how" aria-labelledby="landing-how-heading">
        <h2 id="landing-how-heading" className="section-heading">
          How it works
        </h2>
        <HowItWorksSteps trialEnabled={brand.trialEnabled} />
        <p className="landing-how__more">
          <Link to="/how-it-works">Learn more about how it works</Link>
        </p>
      </section>

      <div className="landing-section landing-section--tint">
        <CompatibleDevices />
      </div>
    </div>
  );
}
