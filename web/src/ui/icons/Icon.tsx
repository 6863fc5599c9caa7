import type { ReactNode } from 'react';

export interface IconProps {
  /** Rendered size in CSS pixels (icons are square). */
  size?: number;
  className?: string;
  /** An accessible name; without it the icon is decorative (its text sits beside it). */
  title?: string;
}

/** A 24×24 line icon drawn in `currentColor`. `data-icon` names the drawn key. */
export function LineIcon({
  iconKey,
  size = 40,
  className,
  title,
  children,
}: IconProps & { iconKey: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `line-icon ${className}` : 'line-icon'}
      data-icon={iconKey}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {children}
    </svg>
  );
}
