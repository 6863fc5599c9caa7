import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StudiosMenu_query$key } from './__generated__/StudiosMenu_query.graphql';

interface StudiosMenuLinksProps {
  query: StudiosMenu_query$key;
  /** Closes the surrounding dropdown or flyout once a link is followed. */
  onNavigate?: () => void;
  id?: string;
}

/**
 * The header's list of studio pages plus 'Check out All Studios'. Shared by the
 * desktop dropdown and the mobile flyout's collapsible Studios list.
 */
export function StudiosMenuLinks({ query, onNavigate, id }: StudiosMenuLinksProps) {
  const data = useFragment(
    graphql`
      fragment StudiosMenu_query on Query {
        # The menu shows one page; /studios pages through the whole list.
        # Null when the catalogue is unreachable: the menu then offers only the list page.
        studios(first: 100) {
          edges {
            node {
              id
              name
              slug
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <ul className="studios-menu" id={id}>
      <li className="studios-menu__all">
        <Link to="/studios" onClick={onNavigate}>
          Check out All Studios
        </Link>
      </li>
      {(data.studios?.edges ?? []).map(({ node }) => (
        <li key={node.id}>
          <Link
            to={`/studios/${node.slug}`}
            state={{ studio: { id: node.id, name: node.name, slug: node.slug } }}
            onClick={onNavigate}
          >
            {node.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
