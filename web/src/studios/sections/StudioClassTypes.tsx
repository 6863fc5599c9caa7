import { graphql, useFragment } from 'react-relay';
import { ClassTypesIcon } from '../../ui/icons/levelIcons';
import type { StudioClassTypes_studio$key } from './__generated__/StudioClassTypes_studio.graphql';

/** The kinds of class the studio teaches. */
export function StudioClassTypes({ studio }: { studio: StudioClassTypes_studio$key }) {
  const data = useFragment(
    graphql`
      fragment StudioClassTypes_studio on Studio {
        classTypes
      }
    `,
    studio,
  );
  return (
    <section className="studio-facet" aria-labelledby="studio-class-types">
      <ClassTypesIcon className="studio-facet__icon" />
      <h3 id="studio-class-types" className="studio-facet__title">
        Class Types
      </h3>
      <ul className="chip-list">
        {data.classTypes.map((classType) => (
          <li key={classType} className="chip">
            {classType}
          </li>
        ))}
      </ul>
    </section>
  );
}
