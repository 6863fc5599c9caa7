import { useState, type ComponentProps } from 'react';
import { FormField } from '../ui/FormField';
import { PASSWORD_HINT, PASSWORD_TOO_SHORT, passwordTooShort } from './passwordRule';

/**
 * A new password's field: the length rule shown under it from the start, and a warning once the
 * member leaves it too short (not while they are still typing the first characters).
 */
export function PasswordField(props: Omit<ComponentProps<typeof FormField>, 'type' | 'hint' | 'warning'>) {
  const [left, setLeft] = useState(false);
  return (
    <FormField
      {...props}
      type="password"
      hint={PASSWORD_HINT}
      warning={left && passwordTooShort(props.value) ? PASSWORD_TOO_SHORT : null}
      onBlur={(event) => {
        setLeft(true);
        props.onBlur?.(event);
      }}
    />
  );
}
