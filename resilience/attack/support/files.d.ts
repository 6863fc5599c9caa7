// Types for files.js (plain JS: jest's globalSetup loads it untransformed).
export const STACK_FILE: string;
export const CASES_FILE: string;
export const STAFF_PASSWORD: string;
export const INSTRUCTOR_PASSWORD: string;
