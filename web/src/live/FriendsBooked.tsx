import { graphql, useFragment } from 'react-relay';
import type { FriendsBookedLine_liveClass$key } from './__generated__/FriendsBookedLine_liveClass.graphql';
import type { LiveClassFriends_liveClass$key } from './__generated__/LiveClassFriends_liveClass.graphql';

/** How many faces a schedule row shows before the text says the rest. */
export const ROW_FACES = 3;

/**
 * What a row says of the friends who booked: `Ana R. booked`, `Ana R. and Ben S. booked`,
 * `Ana R. and 2 friends booked`. The text carries the meaning; the faces beside it are decoration.
 */
export function friendsBookedText(names: readonly string[], total: number): string {
  const [first, second] = names;
  if (first === undefined || total === 0) return '';
  if (total === 1) return `${first} booked`;
  if (total === 2 && second !== undefined) return `${first} and ${second} booked`;
  const others = total - 1;
  return `${first} and ${others} ${others === 1 ? 'friend' : 'friends'} booked`;
}

/** Initials in circles, hidden from assistive technology: the text beside them names the friends. */
function Faces({ friends }: { friends: readonly { id: string; avatarInitials: string }[] }) {
  return (
    <span className="live-friends__faces" aria-hidden="true">
      {friends.map((friend) => (
        <span key={friend.id} className="live-friends__face">
          {friend.avatarInitials}
        </span>
      ))}
    </span>
  );
}

/** A schedule row's line of the viewer's friends who booked the class; nothing when none did (and for visitors). */
export function FriendsBookedLine({ liveClass }: { liveClass: FriendsBookedLine_liveClass$key }) {
  const data = useFragment(
    graphql`
      fragment FriendsBookedLine_liveClass on LiveClass {
        friendsBooked(first: 3) {
          totalCount
          edges {
            node {
              id
              displayName
              avatarInitials
            }
          }
        }
      }
    `,
    liveClass,
  );
  const { totalCount, edges } = data.friendsBooked;
  if (totalCount === 0) return null;
  const friends = edges.slice(0, ROW_FACES).map((edge) => edge.node);
  return (
    <p className="live-friends">
      <Faces friends={friends} />
      <span className="live-friends__text">
        {friendsBookedText(
          friends.map((friend) => friend.displayName),
          totalCount,
        )}
      </span>
    </p>
  );
}

/** The class page's list of the viewer's friends who booked it, by name. */
export function LiveClassFriends({ liveClass }: { liveClass: LiveClassFriends_liveClass$key }) {
  const data = useFragment(
    graphql`
      fragment LiveClassFriends_liveClass on LiveClass {
        friendsBooked(first: 100) {
          totalCount
          edges {
            node {
              id
              displayName
              avatarInitials
            }
          }
        }
      }
    `,
    liveClass,
  );
  const { totalCount, edges } = data.friendsBooked;
  const friends = edges.map((edge) => edge.node);
  return (
    <section className="live-friends-section" aria-labelledby="live-friends-heading">
      <h2 id="live-friends-heading">Friends in this class</h2>
      {totalCount === 0 ? (
        <p>None of your friends has booked this class yet.</p>
      ) : (
        <>
          <p>
            {totalCount === 1 ? '1 friend booked this class:' : `${totalCount} friends booked this class:`}
          </p>
          <ul className="live-friends-section__list">
            {friends.map((friend) => (
              <li key={friend.id}>
                <Faces friends={[friend]} />
                {friend.displayName}
              </li>
            ))}
            {totalCount > friends.length ? <li>and {totalCount - friends.length} more</li> : null}
          </ul>
        </>
      )}
    </section>
  );
}
