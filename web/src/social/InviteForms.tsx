import { useState, type FormEvent } from 'react';
import { FormField } from '../ui/FormField';
import { INVITE_EMAIL_WARNING, INVITE_PHONE_WARNING, isInviteEmail, phoneOf } from './invitee';
import { useInviteFriend, type Invitee } from './useInviteFriend';

/** One invite form: a field checked before sending, then the server's answer. */
function InviteForm({
  label,
  type,
  initial,
  autoComplete,
  check,
}: {
  label: string;
  type: 'email' | 'tel';
  initial: string;
  autoComplete: string;
  /** The invitee, or the warning that stops the form. */
  check: (value: string) => Invitee | string;
}) {
  const [value, setValue] = useState(initial);
  const [warning, setWarning] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [invite, inviting] = useInviteFriend();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const checked = check(value);
    if (typeof checked === 'string') {
      setWarning(checked);
      return;
    }
    setWarning(null);
    const outcome = await invite(checked);
    if (outcome.ok) setNotice(`Invitation sent to ${outcome.invited}.`);
    else setWarning(outcome.message);
  };
  return (
    <form className="social-invite" noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      <FormField
        label={label}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onValueChange={setValue}
        warning={warning}
      />
      <button type="submit" className="button button--brand" disabled={inviting}>
        {inviting ? 'Sending…' : 'Send invitation'}
      </button>
      <p className="form-success" role="status">
        {notice}
      </p>
    </form>
  );
}

/** Invites someone who has no account, by e-mail or by text message (the address searched is offered). */
export function InviteForms({ email }: { email: string }) {
  return (
    <div className="social-invites">
      <InviteForm
        label="Invite by e-mail"
        type="email"
        initial={email}
        autoComplete="email"
        check={(value) => (isInviteEmail(value) ? { email: value.trim() } : INVITE_EMAIL_WARNING)}
      />
      <InviteForm
        label="Invite by text message"
        type="tel"
        initial=""
        autoComplete="tel"
        check={(value) => {
          const phone = phoneOf(value);
          return phone ? { phone } : INVITE_PHONE_WARNING;
        }}
      />
    </div>
  );
}
