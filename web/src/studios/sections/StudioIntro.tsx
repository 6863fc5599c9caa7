import { graphql, useFragment } from 'react-relay';
import type { StudioIntro_studio$key } from './__generated__/StudioIntro_studio.graphql';

/** The intro headings beside the studio's second image. */
export function StudioIntro({ studio }: { studio: StudioIntro_studio$key }) {
  const data = useFragment(
    graphql`
      fragment StudioIntro_studio on Studio {
        introH1
        introH2
        images {
          img2
        }
      }
    `,
    studio,
  );
  return (
    <section className="studio-section studio-intro">
      <div className="studio-split">
        <div className="studio-split__text">
          <h2 className="studio-intro__h1">{data.introH1}</h2>
          <p className="studio-intro__h2">{data.introH2}</p>
        </div>
        <img className="studio-split__image" src={data.images.img2} alt="" loading="lazy" />
      </div>
    </section>
  );
}
