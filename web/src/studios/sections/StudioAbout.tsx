import { graphql, useFragment } from 'react-relay';
import type { StudioAbout_studio$key } from './__generated__/StudioAbout_studio.graphql';

/** The studio's own description: paragraphs split on blank lines, beside the about image. */
export function StudioAbout({ studio }: { studio: StudioAbout_studio$key }) {
  const data = useFragment(
    graphql`
      fragment StudioAbout_studio on Studio {
        name
        about
        images {
          about
        }
      }
    `,
    studio,
  );
  const paragraphs = data.about
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <section className="studio-section studio-about" aria-labelledby="studio-about-heading">
      <div className="studio-split studio-split--reverse">
        <img className="studio-split__image" src={data.images.about} alt="" loading="lazy" />
        <div className="studio-split__text">
          <h2 id="studio-about-heading">About {data.name}</h2>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
