// Types for chromium.js (plain JS because jest's globalSetup loads it untransformed).
export const CHROMIUM_PATH: string;
export function ensureChromium(): void;
