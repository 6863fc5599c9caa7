// Types for chromium.mjs (plain JS: jest's globalSetup loads it untransformed), used by the TypeScript tests.
export const CHROMIUM_PATH: string;
export function ensureChromium(): void;
