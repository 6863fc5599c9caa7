/**
 * Prints a gym-benefit (Gympass) sign-up link, as the partner would send it:
 *   npm run gym-benefit-link -w backend -- <email> <First Last> [--days=N]
 * Signed with GYM_BENEFIT_SECRET (the development secret when unset); base URL from PUBLIC_URL.
 */
import { createGymBenefitToken, DEFAULT_INVITATION_DAYS, DEV_GYM_BENEFIT_SECRET } from '../accounts/gym-benefit.js';
import { normaliseEmail } from '../accounts/input.js';
import { DEFAULT_PUBLIC_URL } from '../config.js';

const USAGE = 'usage: gym-benefit-link <email> <First Last> [--days=N]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const daysArg = args.find((arg) => arg.startsWith('--days='));
const words = args.filter((arg) => !arg.startsWith('--')).flatMap((arg) => arg.trim().split(/\s+/)).filter(Boolean);
const [rawEmail, firstName, ...rest] = words;
if (rawEmail === undefined || firstName === undefined) fail('An e-mail and a name are required.');

let email: string;
try {
  email = normaliseEmail(rawEmail, 'email');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const days = daysArg === undefined ? DEFAULT_INVITATION_DAYS : Number(daysArg.slice('--days='.length));
if (!Number.isInteger(days) || days < 1 || days > 365) fail('--days must be a whole number from 1 to 365.');

const secret = process.env['GYM_BENEFIT_SECRET'] || DEV_GYM_BENEFIT_SECRET;
if (secret === DEV_GYM_BENEFIT_SECRET) console.error('warning: GYM_BENEFIT_SECRET is not set; using the development secret');
const base = (process.env['PUBLIC_URL'] || DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
const token = createGymBenefitToken(secret, email, new Date(Date.now() + days * 24 * 60 * 60 * 1000));
const query = new URLSearchParams({ firstname: firstName, lastname: rest.join(' '), email, token });
console.log(`${base}/signup/gympass?${query.toString()}`);
