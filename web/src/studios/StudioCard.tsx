import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StudioCard_studio$key } from './__generated__/StudioCard_studio.graphql';

/** One studio in a list: hero, logo, name and summary, linking to its page. */
export function StudioCard({ studio }: { studio: StudioCard_studio$key }) {
  const data = useFragment(
    graphql`
      fragment StudioCard_studio on Studio {
        id
        name
        slug
        summary
        classTypes
        images {
          hero
          logo
        }
      }
    `,
    studio,
  );
  return (
    <article className="studio-card">
      <Link
        className="studio-card__link"
        to={`/studios/${data.slug}`}
        // Each entry passes the studio along to its page.
        state={{ studio: { id: data.id, name: data.name, slug: data.slug } }}
      >
        <div className="studio-card__media">
          <img
            className="studio-card__hero"
            src={data.images.hero}
            alt=""
            loading="lazy"
            width={640}
            height={360}
          />
          <img
            className="studio-card__logo"
            src={data.images.logo}
            alt=""
            loading="lazy"
            width={56}
            height={56}
          />
        </div>
        <div className="studio-card__body">
          <h2 className="studio-card__name">{data.name}</h2>
          <p className="studio-card__summary">{data.summary}</p>
          <ul className="chip-list chip-list--small" aria-label="Class types">
            {data.classTypes.slice(0, 3).map((classType) => (
              <li key={classType} className="chip">
                {classType}
              </li>
            ))}
          </ul>
        </div>
      </Link>
    </article>
  );
}
