import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useSite } from '../../site/SiteContext';
import type { StudioHero_studio$key } from './__generated__/StudioHero_studio.graphql';
import { useStudioActions } from './studioActions';

/**
 * Full-bleed hero: the studio's logo, the slogan and the way in: the free-trial button (and LOGIN
 * on the studio's own site) for a visitor, the schedule and their classes for a member.
 */
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
  const { primary, secondary } = useStudioActions(data.trialEnabled);
  // On the general site the logo sits beside the platform's; a studio's own site shows its logo alone.
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
          <Link className="button button--brand button--large" to={primary.to}>
            {primary.label}
          </Link>
          {secondary !== null && (
            <Link className="button button--light button--large" to={secondary.to}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
