/**
 * The promo page's video reel, drawn rather than filmed: a looping, silent, autoplaying
 * animation with no controls (what a muted, playsInline reel shows), so no
 * clip has to be fetched. Still frames for visitors who ask for reduced motion.
 */
export function PromoReel() {
  return (
    <div
      className="promo-reel"
      role="img"
      aria-label="Video reel: members working out with our partner studios"
    >
      <svg
        className="promo-reel__art"
        viewBox="0 0 640 360"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="promo-reel-sky" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#101617" />
            <stop offset="1" stopColor="#1f3b35" />
          </linearGradient>
        </defs>
        <rect width="640" height="360" fill="url(#promo-reel-sky)" />
        {/* Three "scenes" slide past like cuts of a reel. */}
        <g className="promo-reel__scene promo-reel__scene--1">
          <circle cx="200" cy="120" r="22" fill="var(--brand)" />
          <path
            d="M200 142 L200 220 M200 165 L150 130 M200 165 L250 130 M200 220 L165 290 M200 220 L235 290"
            stroke="var(--brand)"
            strokeWidth="14"
            strokeLinecap="round"
            fill="none"
          />
        </g>
        <g className="promo-reel__scene promo-reel__scene--2">
          <circle cx="320" cy="200" r="22" fill="#f5f8f7" />
          <path
            d="M320 222 L320 262 M255 250 L385 250 M320 262 L270 300 M320 262 L370 300"
            stroke="#f5f8f7"
            strokeWidth="14"
            strokeLinecap="round"
            fill="none"
          />
        </g>
        <g className="promo-reel__scene promo-reel__scene--3">
          <circle cx="450" cy="110" r="22" fill="var(--brand)" />
          <path
            d="M450 132 L450 210 M450 160 L410 200 M450 160 L495 95 M450 210 L420 290 M450 210 L490 280"
            stroke="var(--brand)"
            strokeWidth="14"
            strokeLinecap="round"
            fill="none"
          />
        </g>
        <rect className="promo-reel__progress" x="0" y="352" width="640" height="8" fill="var(--brand)" />
      </svg>
    </div>
  );
}
