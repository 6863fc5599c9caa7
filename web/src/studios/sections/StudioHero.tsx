import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { signUpLabelFor, useSite } from '../../site/SiteContext';
import type { StudioHero_studio$key } from './__generated__/StudioHero_studio.graphql';

/** Full-bleed hero: the studio's logo, the slogan and the free-trial button. */
export function StudioHero({ studio }: { studio: StudioHero_studio$key }) {
  const data = useFragment(
    graphql`
      fragment StudioHero_studio on Studio {
        name
        trialEnabled
        images {
          hero
          logo
          combinedLogo
        }
      }
    `,
    studio,
  );
  const { isWhiteLabel } = useSite();
  // On StreamFit the logo sits beside StreamFit's; a studio's own site shows its logo alone.
  const logo = isWhiteLabel ? data.images.logo : data.images.combinedLogo;
  return (
    <section className="studio-hero" aria-labelledby="studio-hero-slogan">
      <img className="studio-hero__image" src={data.images.hero} alt="" />
      <div className="studio-hero__shade" />
      <div className="studio-hero__content">
        <img className="studio-hero__logo" src={logo} alt={`${data.name} logo`} />
        <h1 id="studio-hero-slogan" className="studio-hero__slogan">
          Experience {data.name} on demand
        </h1>
        <div className="studio-hero__actions">
          <Link className="button button--brand button--large" to="/signup">
            {signUpLabelFor(data.trialEnabled, isWhiteLabel)}
          </Link>
          {isWhiteLabel && (
            <Link className="button button--light button--large" to="/login">
              LOGIN
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
