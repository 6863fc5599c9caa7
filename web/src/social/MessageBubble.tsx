import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { liveClassPath } from '../live/paths';
import type { MessageBubble_message$key } from './__generated__/MessageBubble_message.graphql';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One message: the member's own on the right, the friend's on the left; one being sent says so; an
 * invitation to a live class links the class's page.
 */
export function MessageBubble({ message }: { message: MessageBubble_message$key }) {
  const data = useFragment(
    graphql`
      fragment MessageBubble_message on DirectMessage {
        id
        text
        fromViewer
        sentAt
        readAt
        liveClass {
          databaseId
          title
        }
      }
    `,
    message,
  );
  // A message shown before the server answered has a stand-in id made on this device.
  const sending = data.id.startsWith('client:');
  return (
    <li className={data.fromViewer ? 'social-message social-message--own' : 'social-message'}>
      <span className="visually-hidden">{data.fromViewer ? 'You: ' : 'They wrote: '}</span>
      <p className="social-message__text">{data.text}</p>
      {/* An invitation to a live class links its page, whatever the text says. */}
      {data.liveClass ? (
        <p className="social-message__class">
          <Link to={liveClassPath(data.liveClass.databaseId)}>See {data.liveClass.title}</Link>
        </p>
      ) : null}
      <span className="social-message__meta">
        {sending ? (
          'Sending…'
        ) : (
          <time dateTime={data.sentAt}>{timeFormat.format(new Date(data.sentAt))}</time>
        )}
        {data.fromViewer && data.readAt ? ' · Read' : null}
      </span>
    </li>
  );
}
