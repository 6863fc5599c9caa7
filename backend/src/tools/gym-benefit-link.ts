/**
 * Prints a gym-benefit (Gympass) sign-up link, as the partner would send it:
 *   npm run gym-benefit-link -w backend -- <email> <First Last> [--days=N]
 * Signed with GYM_BENEFIT_SECRET, resolved as the server does (in development an unset one comes
 * from <DATA_DIR>/dev-secrets.json; elsewhere it must be set); base URL from PUBLIC_URL.
 */
import { createGymBenefitToken, DEFAULT_INVITATION_DAYS } from '../accounts/gym-benefit.js';
import { normaliseEmail } from '../http/text.js';
import { loadConfig } from '../config.js';
import { resolveSecrets } from '../secrets.js';

const USAGE = 'usage: gym-benefit-link <email> <First Last> [--days=N]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const daysArg = args.find((arg) => arg.startsWith('--days='));
const words = args
  .filter((arg) => !arg.startsWith('--'))
  .flatMap((arg) => arg.trim().split(/\s+/))
  .filter(Boolean);
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

let secret: string;
let publicUrl: string;
try {
  const config = loadConfig();
  publicUrl = config.publicUrl;
  const resolved = resolveSecrets(process.env, {
    development: config.development,
    dataDir: config.dataDir,
    names: ['gymBenefitSecret'],
  });
  secret = resolved.secrets.gymBenefitSecret;
  if (resolved.fromFile.length > 0)
    console.error(`note: GYM_BENEFIT_SECRET is not set: using the development secret in ${resolved.file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const token = createGymBenefitToken(secret, email, new Date(Date.now() + days * 24 * 60 * 60 * 1000));
const query = new URLSearchParams({ firstname: firstName, lastname: rest.join(' '), email, token });
console.log(`${publicUrl}/signup/gympass?${query.toString()}`);
