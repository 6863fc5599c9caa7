import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FieldError, MutationFailure } from '../relay/mutationOutcome';
import { FormError, FormField, PASSWORD_MISMATCH_WARNING } from '../ui/FormField';
import type { ProfileSection_user$key } from './__generated__/ProfileSection_user.graphql';
import { PasswordField } from './PasswordField';
import { passwordTooShort } from './passwordRule';
import { useChangePassword } from './useChangePassword';
import { useRequestEmailChange } from './useRequestEmailChange';
import { useUpdateProfile } from './useUpdateProfile';

type Editing = 'name' | 'email' | 'password' | null;

/** A refusal as a form shows it: each error under its field, the rest above the buttons. */
interface Refusal {
  byField: Record<string, string>;
  general: string | null;
}

function refusalOf(failure: MutationFailure, fields: readonly string[]): Refusal {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  const errors: FieldError[] =
    failure.errors.length > 0
      ? failure.errors
      : [{ field: null, message: failure.message, code: failure.code }];
  for (const error of errors) {
    if (error.field !== null && fields.includes(error.field) && !(error.field in byField))
      byField[error.field] = error.message;
    else general.push(error.message);
  }
  return { byField, general: general[0] ?? null };
}

const NO_REFUSAL: Refusal = { byField: {}, general: null };

/** A form's frame: its name for assistive technology, the server's general refusal, Save and Cancel. */
function ProfileForm({
  label,
  saving,
  saveLabel,
  refusal,
  canSave,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  saving: boolean;
  saveLabel: string;
  refusal: Refusal;
  canSave: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  // The form takes focus where it opens: its first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  return (
    <form
      ref={formRef}
      className="profile-form"
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (canSave && !saving) onSubmit();
      }}
    >
      {children}
      <FormError message={refusal.general} />
      <div className="account-actions">
        <button
          type="submit"
          className="button button--brand"
          disabled={!canSave || saving}
          aria-busy={saving || undefined}
        >
          {saving ? 'Saving…' : saveLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function NameForm({
  firstName,
  lastName,
  onDone,
  onCancel,
}: {
  firstName: string;
  lastName: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [update, saving] = useUpdateProfile();
  const [first, setFirst] = useState(firstName);
  const [last, setLast] = useState(lastName);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const changed = first.trim() !== firstName || last.trim() !== lastName;
  const submit = async () => {
    setRefusal(NO_REFUSAL);
    const outcome = await update({
      ...(first.trim() !== firstName ? { firstName: first } : {}),
      ...(last.trim() !== lastName ? { lastName: last } : {}),
    });
    if (outcome.ok) onDone('Your name is saved.');
    else setRefusal(refusalOf(outcome, ['firstName', 'lastName']));
  };
  return (
    <ProfileForm
      label="Change name"
      saving={saving}
      saveLabel="Save name"
      refusal={refusal}
      canSave={changed && first.trim() !== '' && last.trim() !== ''}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <FormField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        required
        maxLength={100}
        value={first}
        onValueChange={setFirst}
        warning={refusal.byField.firstName ?? null}
      />
      <FormField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        required
        maxLength={100}
        value={last}
        onValueChange={setLast}
        warning={refusal.byField.lastName ?? null}
      />
    </ProfileForm>
  );
}

function EmailForm({
  email,
  onDone,
  onCancel,
}: {
  email: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [request, saving] = useRequestEmailChange();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const submit = async () => {
    setRefusal(NO_REFUSAL);
    const outcome = await request({ email: newEmail, currentPassword });
    if (outcome.ok)
      onDone(
        `We sent a link to ${outcome.pendingEmail}. Open it within 24 hours to use that address; until then you keep logging in with ${email}.`,
      );
    else setRefusal(refusalOf(outcome, ['email', 'currentPassword']));
  };
  return (
    <ProfileForm
      label="Change e-mail address"
      saving={saving}
      saveLabel="Send confirmation link"
      refusal={refusal}
      canSave={newEmail.trim() !== '' && currentPassword !== ''}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <FormField
        label="New e-mail address"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={newEmail}
        onValueChange={setNewEmail}
        hint="We send a link there; your address changes only when you open it."
        warning={refusal.byField.email ?? null}
      />
      <FormField
        label="Current password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={currentPassword}
        onValueChange={setCurrentPassword}
        warning={refusal.byField.currentPassword ?? null}
      />
    </ProfileForm>
  );
}

function PasswordForm({ onDone, onCancel }: { onDone: (message: string) => void; onCancel: () => void }) {
  const [change, saving] = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword;
  const submit = async () => {
    setRefusal(NO_REFUSAL);
    const outcome = await change({ currentPassword, newPassword });
    if (outcome.ok)
      onDone('Your password is changed. Other devices were signed out; this one stays signed in.');
    else setRefusal(refusalOf(outcome, ['currentPassword', 'newPassword']));
  };
  return (
    <ProfileForm
      label="Change password"
      saving={saving}
      saveLabel="Save password"
      refusal={refusal}
      canSave={
        currentPassword !== '' &&
        newPassword !== '' &&
        !passwordTooShort(newPassword) &&
        confirmPassword === newPassword
      }
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <FormField
        label="Current password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={currentPassword}
        onValueChange={setCurrentPassword}
        warning={refusal.byField.currentPassword ?? null}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
        value={newPassword}
        onValueChange={setNewPassword}
        serverWarning={refusal.byField.newPassword ?? null}
      />
      <FormField
        label="Confirm new password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onValueChange={setConfirmPassword}
        warning={mismatch ? PASSWORD_MISMATCH_WARNING : null}
      />
    </ProfileForm>
  );
}

/**
 * The account page's own details: change the name, the e-mail address (a link sent to the new
 * address confirms it; until then the old one stays) and the password (the current one needed;
 * other devices are signed out). One form open at a time; the result takes focus when it closes.
 */
export function ProfileSection({ user }: { user: ProfileSection_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileSection_user on User {
        id
        firstName
        lastName
        email
        pendingEmail
      }
    `,
    user,
  );
  const [editing, setEditing] = useState<Editing>(null);
  // A cancelled form gives focus back to the button that opened it.
  const [returnTo, setReturnTo] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const nameButton = useRef<HTMLButtonElement>(null);
  const emailButton = useRef<HTMLButtonElement>(null);
  const passwordButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  useEffect(() => {
    if (editing !== null || returnTo === null) return;
    const button = { name: nameButton, email: emailButton, password: passwordButton }[returnTo];
    button.current?.focus();
  }, [editing, returnTo]);

  const open = (form: Exclude<Editing, null>) => {
    setNotice(null);
    setReturnTo(null);
    setEditing(form);
  };
  const done = (message: string) => {
    setEditing(null);
    setNotice(message);
  };
  const cancel = () => {
    setReturnTo(editing);
    setEditing(null);
  };

  return (
    <section className="account-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="account-section__title">
        Your details
      </h2>
      {data.pendingEmail && (
        <p className="auth-card__note">
          Waiting for you to confirm {data.pendingEmail}: open the link we sent there. Until then you log in
          with {data.email}.
        </p>
      )}
      {notice && (
        <p className="form-success" role="status" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      )}
      {editing === 'name' && (
        <NameForm firstName={data.firstName} lastName={data.lastName} onDone={done} onCancel={cancel} />
      )}
      {editing === 'email' && <EmailForm email={data.email} onDone={done} onCancel={cancel} />}
      {editing === 'password' && <PasswordForm onDone={done} onCancel={cancel} />}
      {editing === null && (
        <div className="account-actions">
          <button
            type="button"
            className="button button--ghost"
            ref={nameButton}
            onClick={() => open('name')}
          >
            Change name
          </button>
          <button
            type="button"
            className="button button--ghost"
            ref={emailButton}
            onClick={() => open('email')}
          >
            Change e-mail
          </button>
          <button
            type="button"
            className="button button--ghost"
            ref={passwordButton}
            onClick={() => open('password')}
          >
            Change password
          </button>
        </div>
      )}
    </section>
  );
}
