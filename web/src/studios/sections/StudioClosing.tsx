import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { StudioClosing_studio$key } from './__generated__/StudioClosing_studio.graphql';
import { useStudioActions } from './studioActions';

/** The closing headings and a last call: to sign up, or for a member, to book a class. */
export function StudioClosing({ studio }: { studio: StudioClosing_studio$key }) {
  const data = useFragment(
    graphql`
      fragment StudioClosing_studio on Studio {
        closingH1
        closingH2
        trialEnabled
      }
    `,
    studio,
  );
  const { primary } = useStudioActions(data.trialEnabled);
  return (
    <section className="studio-closing" aria-labelledby="studio-closing-heading">
      <h2 id="studio-closing-heading">{data.closingH1}</h2>
      <p className="studio-closing__sub">{data.closingH2}</p>
      <Link className="button button--dark button--large" to={primary.to}>
        {primary.label}
      </Link>
    </section>
  );
}
