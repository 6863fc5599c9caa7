import { graphql } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import { PROFILE_TITLE } from './paths';
import { ProfileForm } from './ProfileForm';
import type { ProfilePageQuery as ProfilePageQueryType } from './__generated__/ProfilePageQuery.graphql';
import type { ProfilePageData } from './loaders';
import './progress.css';

export const ProfilePageQuery = graphql`
  query ProfilePageQuery @preloadable {
    viewer {
      id
      fitnessProfile {
        ...ProfileForm_profile
      }
    }
  }
`;

/** The member's fitness profile, which their calorie estimates are worked out from. */
export function ProfilePage() {
  const { queryRef } = useLoaderData() as ProfilePageData;
  usePageMeta({ section: PROFILE_TITLE });
  const { viewer } = useRouteQuery<ProfilePageQueryType>(ProfilePageQuery, queryRef);
  return (
    <div className="progress-page">
      <h1>{PROFILE_TITLE}</h1>
      <p>Your calories burned are estimated from these. Anything you leave empty uses our default.</p>
      {viewer ? <ProfileForm profile={viewer.fitnessProfile} /> : null}
    </div>
  );
}
