import { graphql, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery, useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import { PROFILE_TITLE } from './paths';
import { ProfileForm } from './ProfileForm';
import type { ProfilePageQuery as ProfilePageQueryType } from './__generated__/ProfilePageQuery.graphql';
import './progress.css';

export const ProfilePageQuery = graphql`
  query ProfilePageQuery {
    viewer {
      id
      fitnessProfile {
        ...ProfileForm_profile
      }
    }
  }
`;

interface ProfilePageData {
  queryRef: PreloadedQuery<ProfilePageQueryType>;
}

/** /newplatform/profile: the profile's query starts with the page's code. */
export function profilePageLoader(environment: IEnvironment): LoaderFunction {
  return (): ProfilePageData => ({
    queryRef: preloadRouteQuery<ProfilePageQueryType>(environment, ProfilePageQuery, {}),
  });
}

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
