import { graphql, useFragment } from 'react-relay';
import type { StudioHowItWorks_studio$key } from './__generated__/StudioHowItWorks_studio.graphql';
import { HowItWorksSteps } from './HowItWorksSteps';

/** 'How Does it Work': the three steps beside the studio's howItWorks image. */
export function StudioHowItWorks({ studio }: { studio: StudioHowItWorks_studio$key }) {
  const data = useFragment(
    graphql`
      fragment StudioHowItWorks_studio on Studio {
        name
        trialEnabled
        images {
          howItWorks
        }
      }
    `,
    studio,
  );
  return (
    <section className="studio-section studio-how" aria-labelledby="studio-how-heading">
      <div className="studio-split">
        <div className="studio-split__text">
          <h2 id="studio-how-heading">How Does it Work</h2>
          <HowItWorksSteps studioName={data.name} trialEnabled={data.trialEnabled} />
        </div>
        <img className="studio-split__image" src={data.images.howItWorks} alt="" loading="lazy" />
      </div>
    </section>
  );
}
