import type { ReactNode } from 'react';

/**
 * App-store download badges, drawn as inline SVG (iOS app, Roku app,
 * Android marked coming soon). Each badge's text is also its accessible name.
 */

interface BadgeFrameProps {
  label: string;
  caption: string;
  name: string;
  muted?: boolean;
  children: ReactNode;
}

function BadgeFrame({ label, caption, name, muted = false, children }: BadgeFrameProps) {
  return (
    <svg
      viewBox="0 0 164 46"
      width="164"
      height="46"
      role="img"
      aria-label={label}
      className={muted ? 'store-badge store-badge--muted' : 'store-badge'}
    >
      <rect x="0.5" y="0.5" width="163" height="45" rx="8" fill="#0f1314" stroke="#5b6366" />
      <g fill="#ffffff">{children}</g>
      <text x="46" y="18" fill="#d7dcdd" fontSize="9" fontFamily="inherit" letterSpacing="0.3">
        {caption}
      </text>
      <text x="46" y="34" fill="#ffffff" fontSize="15" fontWeight="600" fontFamily="inherit">
        {name}
      </text>
    </svg>
  );
}

export function AppStoreBadge() {
  return (
    <BadgeFrame label="Download on the App Store" caption="Download on the" name="App Store">
      {/* A stylised apple: body and leaf. */}
      <path d="M27.7 24.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.8-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.5.9-1.4 1.3-2.7 1.4-2.8-.1 0-2.6-1-2.6-4.1z" />
      <path d="M25.2 16.9c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z" />
    </BadgeFrame>
  );
}

export function GooglePlayBadge() {
  return (
    <BadgeFrame label="Google Play: coming soon" caption="COMING SOON" name="Google Play" muted>
      {/* The play triangle in four facets. */}
      <path d="M14 13.5 26.5 23 14 32.5z" fill="#9ac8b9" />
      <path d="M14 13.5 30.5 20 26.5 23z" fill="#d7f0e8" />
      <path d="M14 32.5 30.5 26 26.5 23z" fill="#5f9c88" />
      <path d="M30.5 20 35 23l-4.5 3-4-3z" fill="#b9e0d3" />
    </BadgeFrame>
  );
}

export function RokuBadge() {
  return (
    <BadgeFrame label="Stream it on Roku" caption="Stream it on" name="Roku">
      {/* A TV with a play mark. */}
      <rect x="12" y="15" width="24" height="16" rx="2.5" fill="none" stroke="#ffffff" strokeWidth="2" />
      <path d="M21 19.5v7l6-3.5z" />
      <path d="M19 34.5h10" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" />
    </BadgeFrame>
  );
}
