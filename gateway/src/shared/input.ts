// Small readings of mutation input every domain shares.

/** Absent, or blank after trimming: not given. */
export function given(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
