// Rate limits as an attacker meets them: parallel races that try to squeeze past a check, forged
// X-Forwarded-For from a peer that is not a trusted proxy, and every limited call refused with a
// message and a Retry-After. Limits are the product's defaults.
import {
  cardToken,
  countCases,
  expectSafe,
  gql,
  newClientAddress,
  signUp,
  type GraphQLAnswer,
} from './support/client.js';

const CATEGORY = 'Rate limits';

type Payload = { userErrors: Array<{ code: string; message: string }> };
const LOG_IN = 'mutation ($i: LogInInput!) { logIn(input: $i) { authToken userErrors { code message } } }';
const SIGN_UP = 'mutation ($i: SignUpInput!) { signUp(input: $i) { authToken userErrors { code message } } }';

function codesOf(
  answers: Array<GraphQLAnswer<Record<string, Payload | null>>>,
  field: string,
): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const answer of answers) {
    expectSafe(answer, field);
    const payload = answer.body.data?.[field];
    const codes = payload?.userErrors.length
      ? payload.userErrors.map((e) => e.code)
      : (answer.body.errors ?? []).map((e) => e.extensions?.code ?? '?');
    const key = codes.length === 0 ? 'OK' : codes.join(',');
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

const email = () => `limit-${Math.random().toString(36).slice(2, 12)}@attack.example`;

test('100 parallel wrong passwords for one e-mail: exactly 5 are checked, 95 refused', async () => {
  const target = await signUp('limit-target');
  const answers = await Promise.all(
    Array.from({ length: 100 }, () =>
      gql<Record<string, Payload>>(LOG_IN, { i: { email: target.email, password: 'wrong-password' } }),
    ),
  );
  countCases(CATEGORY, 100);
  expect(codesOf(answers, 'logIn')).toEqual({ WRONG_CREDENTIALS: 5, TOO_MANY_ATTEMPTS: 95 });
  // The right password is refused too while the e-mail is locked (the lock is the point).
  const right = await gql<Record<string, Payload>>(LOG_IN, {
    i: { email: target.email, password: target.password },
  });
  countCases(CATEGORY);
  expect(codesOf([right], 'logIn')).toEqual({ TOO_MANY_ATTEMPTS: 1 });
  expect(right.headers['retry-after']).toMatch(/^\d+$/);
});

test('60 parallel wrong log-ins from one address (different e-mails): exactly 20 are checked', async () => {
  const address = newClientAddress();
  const answers = await Promise.all(
    Array.from({ length: 60 }, () =>
      gql<Record<string, Payload>>(LOG_IN, { i: { email: email(), password: 'wrong' } }, { address }),
    ),
  );
  countCases(CATEGORY, 60);
  expect(codesOf(answers, 'logIn')).toEqual({ WRONG_CREDENTIALS: 20, TOO_MANY_ATTEMPTS: 40 });
});

test('a peer that is not a trusted proxy cannot rotate X-Forwarded-For to escape the limit', async () => {
  // 127.0.0.2 is loopback but not the configured proxy (127.0.0.1): its forwarded header is ignored.
  const answers: Array<GraphQLAnswer<Record<string, Payload>>> = [];
  for (let i = 0; i < 22; i += 1) {
    answers.push(
      await gql<Record<string, Payload>>(
        LOG_IN,
        { i: { email: email(), password: 'wrong' } },
        { localAddress: '127.0.0.2', address: newClientAddress() },
      ),
    );
  }
  countCases(CATEGORY, 22);
  expect(codesOf(answers, 'logIn')).toEqual({ WRONG_CREDENTIALS: 20, TOO_MANY_ATTEMPTS: 2 });
  // Several forwarded addresses in one header, and junk in it, are no way round either.
  for (const forged of ['1.2.3.4, 5.6.7.8', 'unknown', '::ffff:1.2.3.4', '1.2.3.4'.repeat(200)]) {
    const answer = await gql<Record<string, Payload>>(
      LOG_IN,
      { i: { email: email(), password: 'wrong' } },
      { localAddress: '127.0.0.2', address: forged },
    );
    countCases(CATEGORY);
    expect(codesOf([answer], 'logIn')).toEqual({ TOO_MANY_ATTEMPTS: 1 });
  }
});

test('sign-ups: 10 an hour per address, also when 30 race at once', async () => {
  const address = newClientAddress();
  const answers = await Promise.all(
    Array.from({ length: 30 }, () =>
      gql<Record<string, Payload>>(
        SIGN_UP,
        { i: { email: email(), firstName: 'Race', lastName: 'Runner', password: 'correct-horse-battery' } },
        { address },
      ),
    ),
  );
  countCases(CATEGORY, 30);
  expect(codesOf(answers, 'signUp')).toEqual({ OK: 10, TOO_MANY_ATTEMPTS: 20 });
  const refused = answers.find((a) => a.body.data?.signUp?.userErrors.length);
  expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
  expect(refused?.body.data?.signUp?.userErrors[0]?.message).toMatch(/try again in \d+ minutes?/i);
});

test('promo guesses: 30 per 10 minutes per address, and per member; the 31st is refused with the reason and Retry-After', async () => {
  const VERIFY = 'query ($i: VerifyPromoInput!) { verifyPromo(input: $i) { valid message } }';
  type Check = { verifyPromo: { valid: boolean; message: string } | null };
  const address = newClientAddress();
  const guesses: Array<GraphQLAnswer<Check>> = [];
  for (let i = 0; i < 31; i += 1)
    guesses.push(
      await gql<Check>(VERIFY, { i: { code: `GUESS${i}`, packageId: 'streamfit_monthly' } }, { address }),
    );
  countCases(CATEGORY, 31);
  for (const answer of guesses.slice(0, 30))
    expect(answer.body.data?.verifyPromo?.message).toBe('No such coupon');
  const last = guesses[30]!;
  expectSafe(last);
  expect(last.body.data?.verifyPromo?.valid).toBe(false);
  expect(last.body.data?.verifyPromo?.message).toMatch(/try again in \d+ minutes?/i);
  expect(last.headers['retry-after']).toMatch(/^\d+$/);

  const member = await signUp('promo');
  const byMember: Array<GraphQLAnswer<Check>> = [];
  for (let i = 0; i < 31; i += 1)
    byMember.push(
      await gql<Check>(
        VERIFY,
        { i: { code: `GUESS${i}`, packageId: 'streamfit_monthly' } },
        { token: member.token },
      ),
    );
  countCases(CATEGORY, 31);
  expect(byMember[29]!.body.data?.verifyPromo?.message).toBe('No such coupon');
  expect(byMember[30]!.body.data?.verifyPromo?.message).toMatch(/try again in \d+ minutes?/i);
});

test('card tokens: 20 an hour per address, 10 per member', async () => {
  const CREATE =
    'mutation ($i: CreateCardTokenInput!) { createCardToken(input: $i) { token userErrors { code message } } }';
  const card = {
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cvc: '123',
  };
  const address = newClientAddress();
  const answers: Array<GraphQLAnswer<Record<string, Payload>>> = [];
  for (let i = 0; i < 21; i += 1)
    answers.push(await gql<Record<string, Payload>>(CREATE, { i: card }, { address }));
  countCases(CATEGORY, 21);
  expect(codesOf(answers, 'createCardToken')).toEqual({ OK: 20, TOO_MANY_ATTEMPTS: 1 });

  const member = await signUp('cards');
  const mine: Array<GraphQLAnswer<Record<string, Payload>>> = [];
  for (let i = 0; i < 11; i += 1)
    mine.push(await gql<Record<string, Payload>>(CREATE, { i: card }, { token: member.token }));
  countCases(CATEGORY, 11);
  expect(codesOf(mine, 'createCardToken')).toEqual({ OK: 10, TOO_MANY_ATTEMPTS: 1 });
});

test('payment attempts: 10 an hour per member, refused before the card is tried', async () => {
  const member = await signUp('card-tester');
  const SUBSCRIBE =
    'mutation ($i: SubscribeInput!) { subscribe(input: $i) { subscription { id } userErrors { code message } } }';
  const answers: Array<GraphQLAnswer<Record<string, Payload>>> = [];
  for (let i = 0; i < 11; i += 1) {
    // A card testing run: a new declined card each time, from a new address each time.
    const token = await cardToken('4000000000000002');
    answers.push(
      await gql<Record<string, Payload>>(
        SUBSCRIBE,
        {
          i: { packageId: 'streamfit_monthly', paymentToken: token, idempotencyKey: `ct-${i}-${Date.now()}` },
        },
        { token: member.token },
      ),
    );
  }
  countCases(CATEGORY, 11);
  expect(codesOf(answers, 'subscribe')).toEqual({ CARD_DECLINED: 10, TOO_MANY_ATTEMPTS: 1 });
});

test('password reset requests: 3 an hour per e-mail', async () => {
  const member = await signUp('reset-limit');
  const RESET =
    'mutation ($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { message userErrors { code message } } }';
  const answers: Array<GraphQLAnswer<Record<string, Payload>>> = [];
  for (let i = 0; i < 4; i += 1)
    answers.push(await gql<Record<string, Payload>>(RESET, { i: { email: member.email } }));
  countCases(CATEGORY, 4);
  expect(codesOf(answers, 'requestPasswordReset')).toEqual({ OK: 3, TOO_MANY_ATTEMPTS: 1 });
});

test('newsletter sign-ups: 10 an hour per address', async () => {
  const address = newClientAddress();
  const NEWSLETTER =
    'mutation ($i: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $i) { email userErrors { code message } } }';
  const answers: Array<GraphQLAnswer<Record<string, Payload>>> = [];
  for (let i = 0; i < 11; i += 1)
    answers.push(await gql<Record<string, Payload>>(NEWSLETTER, { i: { email: email() } }, { address }));
  countCases(CATEGORY, 11);
  expect(codesOf(answers, 'subscribeToNewsletter')).toEqual({ OK: 10, TOO_MANY_ATTEMPTS: 1 });
});
