// How the gateway words what members read in forms: the backend's validation text turned into a
// sentence naming the field as the form calls it. Every domain's userErrors use these.

/** A field's name as members read it (`labels` are the form's), or `This value`. */
function labelOf(field: string | null, labels: Readonly<Record<string, string>>): string {
  return (field && Object.hasOwn(labels, field) ? labels[field] : undefined) ?? 'This value';
}

/** The text as one sentence: capitalised, ending with a full stop unless it has its own. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * The backend's validation text (Ajv's words after the field, API.md "Rules") as a member reads
 * it, keeping its meaning: `must be a valid e-mail address` → `Please enter a valid e-mail address.`
 * `labels` names the fields of the mutation's input, as each form calls them.
 */
export function humanize(
  field: string | null,
  text: string,
  labels: Readonly<Record<string, string>>,
): string {
  const label = labelOf(field, labels);
  if (/valid e-?mail/i.test(text)) return 'Please enter a valid e-mail address.';
  const fewer = /must NOT have fewer than (\d+) characters?/i.exec(text);
  if (fewer?.[1]) {
    return fewer[1] === '1'
      ? `Please enter your ${label.toLowerCase()}.`
      : `${label} must be at least ${fewer[1]} characters.`;
  }
  const more = /must NOT have more than (\d+) characters?/i.exec(text);
  if (more?.[1]) return `${label} must be at most ${more[1]} characters.`;
  if (/must not be empty/i.test(text)) return `Please enter your ${label.toLowerCase()}.`;
  if (/must match pattern/i.test(text)) return `${label} contains characters that are not allowed.`;
  if (/^(must|is|should|cannot|can't)\b/i.test(text.trim())) return sentence(`${label} ${text.trim()}`);
  return sentence(text);
}

/**
 * A 400's message, `userInfo.email: must be a valid e-mail address`: the prefix's last segment
 * names the field (kept only when it is one of the mutation's input fields), the rest is humanised.
 */
export function validationUserError(
  message: string,
  inputFields: readonly string[],
  labels: Readonly<Record<string, string>>,
): { field: string | null; code: 'INVALID_INPUT'; message: string } {
  const required = /must have required property '([A-Za-z_]\w*)'/.exec(message);
  if (required?.[1]) {
    const field = inputFields.includes(required[1]) ? required[1] : null;
    return {
      field,
      code: 'INVALID_INPUT',
      message: field ? `Please enter your ${labelOf(field, labels).toLowerCase()}.` : sentence(message),
    };
  }
  const prefixed = /^([A-Za-z_][\w.[\]]*):\s*([\s\S]+)$/.exec(message.trim());
  if (prefixed?.[1] && prefixed[2]) {
    const segment =
      prefixed[1]
        .split('.')
        .pop()
        ?.replace(/\[\d*\]$/, '') ?? '';
    if (inputFields.includes(segment))
      return { field: segment, code: 'INVALID_INPUT', message: humanize(segment, prefixed[2], labels) };
  }
  // A prefix naming no input field (`body: …`) concerns the whole form; its wording stays as sent.
  return { field: null, code: 'INVALID_INPUT', message: sentence(message) };
}
