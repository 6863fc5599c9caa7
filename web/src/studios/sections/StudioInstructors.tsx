import { graphql, useFragment } from 'react-relay';
import type { StudioInstructors_studio$key } from './__generated__/StudioInstructors_studio.graphql';

/** 'Meet The Instructors': portrait, name and bio; hidden for a studio without instructors. */
export function StudioInstructors({ studio }: { studio: StudioInstructors_studio$key }) {
  const data = useFragment(
    graphql`
      fragment StudioInstructors_studio on Studio {
        instructors {
          name
          bio
          imageUrl
        }
      }
    `,
    studio,
  );
  if (data.instructors.length === 0) return null;
  return (
    <section className="studio-section studio-instructors" aria-labelledby="studio-instructors-heading">
      <h2 id="studio-instructors-heading" className="section-heading">
        Meet The Instructors
      </h2>
      <ul className="instructor-grid">
        {data.instructors.map((instructor, index) => (
          <li key={`${instructor.name}-${index}`} className="instructor-card">
            <img
              className="instructor-card__photo"
              src={instructor.imageUrl}
              alt={instructor.name}
              loading="lazy"
            />
            <h3 className="instructor-card__name">{instructor.name}</h3>
            {instructor.bio && <p className="instructor-card__bio">{instructor.bio}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
