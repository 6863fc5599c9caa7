import { useState, type ComponentProps } from 'react';
import { FormField } from '../ui/FormField';
import { PASSWORD_HINT, PASSWORD_TOO_SHORT, passwordTooShort } from './passwordRule';

/**
 * A new password's field: the length rule shown under it from the start, and a warning once the
 * member leaves it too short (not while they are still typing the first characters).
 */
export function PasswordField({
  serverWarning = null,
  ...props
}: Omit<ComponentProps<typeof FormField>, 'type' | 'hint' | 'warning'> & {
  /** What the server said of the password, when it refused it. */
  serverWarning?: string | null;
}) {
  const [left, setLeft] = useState(false);
  return (
    <FormField
      {...props}
      type="password"
      hint={PASSWORD_HINT}
      warning={left && passwordTooShort(props.value) ? PASSWORD_TOO_SHORT : serverWarning}
      onBlur={(event) => {
        setLeft(true);
        props.onBlur?.(event);
      }}
    />
  );
}
