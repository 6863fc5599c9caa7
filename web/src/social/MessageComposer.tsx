import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH, useSendMessage } from './useSendMessage';

/**
 * The text box: 1 to 2000 characters (counted as the server counts them, after trimming), Enter
 * sends, Shift+Enter starts a new line. The text leaves the box at once (the message shows as
 * sending) and comes back if sending fails, with why.
 */
export function MessageComposer({ conversationId, memberId }: { conversationId: string; memberId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send] = useSendMessage(conversationId, memberId);
  const length = text.trim().length;
  const sendable = length >= 1 && length <= MESSAGE_MAX_LENGTH;

  const submit = async () => {
    if (!sendable) return;
    const toSend = text.trim();
    setError(null);
    setText('');
    const outcome = await send(toSend);
    if (!outcome.ok) {
      setError(`Your message was not sent: ${outcome.message}`);
      setText((current) => current || toSend);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <form
      className="social-composer"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Message
      </label>
      <textarea
        id={id}
        className="social-composer__text"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-count`}
        aria-invalid={length > MESSAGE_MAX_LENGTH ? true : undefined}
        placeholder="Write a message (Enter sends, Shift+Enter adds a line)"
      />
      <span
        id={`${id}-count`}
        className={
          length > MESSAGE_MAX_LENGTH ? 'social-composer__count form-error' : 'social-composer__count'
        }
      >
        {length}/{MESSAGE_MAX_LENGTH}
      </span>
      <button type="submit" className="button button--brand" disabled={!sendable}>
        Send
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
