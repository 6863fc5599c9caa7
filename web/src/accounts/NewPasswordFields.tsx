import { useState } from 'react';
import { FormField, PASSWORD_MISMATCH_WARNING } from '../ui/FormField';
import { PasswordField } from './PasswordField';
import { passwordTooShort } from './passwordRule';

/**
 * A new password typed twice (the two must be equal, checked as either changes, and a
 * mismatch blocks submit): the state of the pair, for forms that choose a password and nothing else
 * (the gym-benefit invitation, the reset link).
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  return {
    password,
    setPassword,
    confirmPassword,
    setConfirmPassword,
    mismatch,
    ready: password !== '' && confirmPassword !== '' && !mismatch && !passwordTooShort(password),
  };
}

interface Props {
  fields: ReturnType<typeof useNewPassword>;
  labels: { password: string; confirm: string };
}

/** The two password fields: the length rule under the first, the mismatch warning under the second. */
export function NewPasswordFields({ fields, labels }: Props) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="new-password"
        required
        value={fields.password}
        onValueChange={fields.setPassword}
      />
      <FormField
        label={labels.confirm}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={fields.confirmPassword}
        onValueChange={fields.setConfirmPassword}
        warning={fields.mismatch ? PASSWORD_MISMATCH_WARNING : null}
      />
    </>
  );
}
