import { graphql, useFragment } from 'react-relay';
import { StudioFavorites } from '../library/StudioFavorites';
import { usePageMeta } from '../ui/pageMeta';
import { usePageTrialOffer } from '../site/SiteContext';
import type { StudioPage_studio$key } from './__generated__/StudioPage_studio.graphql';
import { CompatibleDevices } from './sections/CompatibleDevices';
import { StudioAbout } from './sections/StudioAbout';
import { StudioClassTypes } from './sections/StudioClassTypes';
import { StudioClosing } from './sections/StudioClosing';
import { StudioEquipment } from './sections/StudioEquipment';
import { StudioHero } from './sections/StudioHero';
import { StudioHowItWorks } from './sections/StudioHowItWorks';
import { StudioInstructors } from './sections/StudioInstructors';
import { StudioIntro } from './sections/StudioIntro';
import { StudioLevelFacet } from './sections/StudioLevel';
import { StudioTestimonials } from './sections/StudioTestimonials';
import './studioPage.css';

interface StudioPageProps {
  studio: StudioPage_studio$key;
  /**
   * The restricted view (inside the member area, or `?view=restricted`): only
   * about, classes, levels, equipment, instructors and testimonials.
   */
  restricted?: boolean;
}

/** A studio's page, built from one section component (and fragment) per part. */
export function StudioPage({ studio, restricted = false }: StudioPageProps) {
  const data = useFragment(
    graphql`
      fragment StudioPage_studio on Studio {
        id
        name
        classTypes
        headerTitle
        headerDescription
        trialEnabled
        ...StudioHero_studio
        ...StudioIntro_studio
        ...StudioClassTypes_studio
        ...StudioLevel_studio
        ...StudioEquipment_studio
        ...StudioAbout_studio
        ...StudioInstructors_studio
        ...StudioTestimonials_studio
        ...StudioClosing_studio
        ...StudioHowItWorks_studio
      }
    `,
    studio,
  );
  usePageMeta({ title: data.headerTitle, description: data.headerDescription });
  // The header's sign-up button follows this studio's offer ('Sign Up' without a trial).
  usePageTrialOffer(data.trialEnabled);

  const workout = (
    <section className="studio-section studio-workout" aria-label={`Classes at ${data.name}`}>
      <div className="studio-facets">
        <StudioClassTypes studio={data} />
        <StudioLevelFacet studio={data} />
        <StudioEquipment studio={data} />
      </div>
      <StudioFavorites studioId={data.id} studioName={data.name} classTypes={data.classTypes} />
    </section>
  );

  if (restricted) {
    return (
      <article className="studio-page studio-page--restricted" aria-label={data.name}>
        <StudioAbout studio={data} />
        {workout}
        <StudioInstructors studio={data} />
        <StudioTestimonials studio={data} />
      </article>
    );
  }

  return (
    <article className="studio-page" aria-label={data.name}>
      <StudioHero studio={data} />
      <StudioIntro studio={data} />
      {workout}
      <StudioAbout studio={data} />
      <StudioInstructors studio={data} />
      <StudioTestimonials studio={data} />
      <StudioClosing studio={data} />
      <StudioHowItWorks studio={data} />
      <div className="studio-section">
        <CompatibleDevices />
      </div>
    </article>
  );
}
