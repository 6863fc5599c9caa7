/// <reference types="vite/client" />

/** The build's version (an ISO date-time), compiled in by tools/buildVersion.ts. */
declare const __APP_VERSION__: string;
