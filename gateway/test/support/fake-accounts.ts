// The accounts part of the fake REST backend (backend/API.md "Accounts"): users, tokens,
// register / login / logout / me / subscription / reset-password with the contract's statuses and
// messages, in memory. Tests add the users they need with `addUser`.
export interface FakeMembership {
  active: boolean;
  packageId: string | null;
  isClassOnly: boolean;
  /** The studio whose checkout sold the access; absent or null for the general site's. */
  studioId?: number | null;
  /** The member paused their plan (absent in an older answer). */
  paused?: boolean;
}

export interface FakeUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  studioId: number | null;
  accountType: 'general' | 'studio';
  accessType: 'standard' | 'gympass';
  userType: 'member' | 'internal' | 'instructor';
  /** An instructor's studios (as /api/user/me may list them). */
  instructorStudioIds?: number[];
  isCustomer: boolean;
  birthday: string | null;
  subscription: FakeMembership;
  createdAt: string;
  password: string;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const EMAIL_TAKEN = 'An account with this e-mail already exists. Log in instead.';
export const WRONG_CREDENTIALS = 'Incorrect e-mail or password.';
export const INVALID_INVITATION = 'This gym-benefit invitation is not valid.';
export const RESET_DONE =
  'Password reset successful! Please check your email to get your new password and login!';

export const RESET_LINK_UNUSABLE =
  'This password reset link has expired or was already used. Please request a new one.';

const NO_MEMBERSHIP: FakeMembership = { active: false, packageId: null, isClassOnly: false, studioId: null };

const ok = (content: unknown, status = 200): FakeAnswer => ({ status, body: { status: true, content } });
const fail = (status: number, content: string, code?: string): FakeAnswer => ({
  status,
  body: { status: false, content, ...(code === undefined ? {} : { code }) },
});

export const EMAIL_CHANGE_LINK_UNUSABLE =
  'This e-mail change link has expired or was already used. Please ask for a new one from your account page.';

function bearer(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(.+)$/i.exec(authorization);
  return match?.[1] ?? authorization;
}

function isEmail(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= 3 &&
    value.length <= 254 &&
    /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)
  );
}

export class FakeAccounts {
  users: FakeUser[] = [];
  /** token → user id; revoked tokens are removed. */
  readonly tokens = new Map<string, number>();
  /** Gym-benefit invitation token → the e-mail it was issued for (single use). */
  readonly invitations = new Map<string, string>();
  /** Leave `subscription` out of user answers, as an older backend might (the gateway then asks for it). */
  omitSubscription = false;
  /** Called when sessions end (logout: its one token), as the backend announces `session.ended`; kept across reset(). */
  onSessionEnded: ((userId: number, tokens: string[]) => void) | null = null;
  /** Password reset links: token → the user and when it stops working; used links are removed. */
  readonly resetLinks = new Map<string, { userId: number; expiresAt: string }>();
  /** Reset-password requests seen: e-mail and studioId query. */
  readonly resets: { email: string; studioId: string | null }[] = [];
  /** E-mail change links: token → the member and the address it moves them to; used links are removed. */
  readonly emailChanges = new Map<string, { userId: number; newEmail: string }>();
  private nextId = 1;
  private nextToken = 1;

  constructor(private readonly studioIdOf: (shortName: string) => number | null) {}

  reset(): void {
    this.users = [];
    this.tokens.clear();
    this.invitations.clear();
    this.resetLinks.clear();
    this.resets.length = 0;
    this.emailChanges.clear();
    this.omitSubscription = false;
    this.nextId = 1;
  }

  /** Adds a user and opens a session; returns the user and its token. */
  addUser(overrides: Partial<FakeUser> = {}): { user: FakeUser; token: string } {
    const id = overrides.id ?? 1000 + this.nextId++;
    const user: FakeUser = {
      id,
      email: `member${id}@example.com`,
      firstName: 'Maya',
      lastName: 'Lopez',
      studioId: null,
      accountType: 'general',
      accessType: 'standard',
      userType: 'member',
      isCustomer: false,
      birthday: null,
      subscription: { ...NO_MEMBERSHIP },
      createdAt: '2025-01-01T00:00:00.000Z',
      password: 'correct horse battery',
      ...overrides,
    };
    this.users.push(user);
    return { user, token: this.issue(user) };
  }

  /** A reset link for the user, as the mail would hold it: 43 base64url characters. */
  addResetLink(userId: number, expiresAt = '2099-01-01T00:00:00.000Z'): string {
    const token = `${String(userId).padStart(8, '0')}${'r'.repeat(35 - String(this.resetLinks.size).length)}${this.resetLinks.size}`;
    this.resetLinks.set(token, { userId, expiresAt });
    return token;
  }

  /** Another session of the member (as a log-in on another device opens one). */
  openSession(user: FakeUser): string {
    return this.issue(user);
  }

  private issue(user: FakeUser): string {
    const token = `tok-${user.id}-${this.nextToken++}`;
    this.tokens.set(token, user.id);
    return token;
  }

  /** The user as the API shows it (no password). */
  view(user: FakeUser): Record<string, unknown> {
    const { password: _password, subscription, ...rest } = user;
    const pending = [...this.emailChanges.values()].find((change) => change.userId === user.id);
    const shown = { ...rest, pendingEmail: pending?.newEmail ?? null };
    return this.omitSubscription ? shown : { ...shown, subscription };
  }

  /** The link an e-mail change would mail: 43 base64url characters. */
  private emailChangeToken(): string {
    const serial = String(this.emailChanges.size + 1);
    return `${'e'.repeat(43 - serial.length)}${serial}`;
  }

  /** PATCH /api/user/me, POST /api/user/me/email[/confirm], POST /api/user/me/password. */
  private profile(
    method: string,
    route: string,
    json: Record<string, unknown>,
    authorization: string | undefined,
  ): FakeAnswer | null {
    if (method === 'POST' && route === 'me/email/confirm') {
      const token = typeof json.token === 'string' ? json.token : '';
      if (!/^[A-Za-z0-9_-]{43}$/.test(token))
        return fail(400, 'token: must be the 43-character code from the e-mail change link');
      const change = this.emailChanges.get(token);
      const user = change ? this.users.find((candidate) => candidate.id === change.userId) : undefined;
      if (!change || !user) return fail(400, EMAIL_CHANGE_LINK_UNUSABLE, 'invalid_link');
      if (this.users.some((other) => other.email === change.newEmail))
        return fail(409, 'An account with this e-mail already exists.', 'email_taken');
      this.emailChanges.delete(token);
      user.email = change.newEmail;
      return ok({ email: user.email });
    }
    const isProfileRoute =
      (method === 'PATCH' && route === 'me') ||
      (method === 'POST' && (route === 'me/email' || route === 'me/password'));
    if (!isProfileRoute) return null;
    const user = this.caller(authorization);
    if (!user) return fail(401, SESSION_ENDED);
    if (route === 'me') {
      const names: Partial<Record<'firstName' | 'lastName', string>> = {};
      for (const field of ['firstName', 'lastName'] as const) {
        const value = json[field];
        if (value === undefined) continue;
        if (typeof value !== 'string') return fail(400, `${field}: must be string`);
        if (value.trim() === '') return fail(400, `${field}: must not be empty`);
        names[field] = value.trim();
      }
      if (Object.keys(names).length === 0) return fail(400, 'body: must change firstName or lastName');
      Object.assign(user, names);
      return ok(this.view(user));
    }
    if (typeof json.currentPassword !== 'string' || json.currentPassword === '')
      return fail(400, 'currentPassword: must not be empty');
    if (route === 'me/email') {
      if (!isEmail(json.email)) return fail(400, 'email: must be a valid e-mail address');
      const email = json.email.trim().toLowerCase();
      if (email === user.email) return fail(409, 'This is already your e-mail address.', 'same_email');
      if (json.currentPassword !== user.password)
        return fail(400, 'currentPassword: is not your current password', 'wrong_password');
      if (this.users.some((other) => other.email === email))
        return fail(409, 'An account with this e-mail already exists.', 'email_taken');
      for (const [token, change] of this.emailChanges)
        if (change.userId === user.id) this.emailChanges.delete(token);
      this.emailChanges.set(this.emailChangeToken(), { userId: user.id, newEmail: email });
      return ok({ pendingEmail: email, expiresAt: '2099-01-02T00:00:00.000Z' }, 202);
    }
    if (typeof json.newPassword !== 'string' || json.newPassword.length < 8)
      return fail(400, 'newPassword: must be at least 8 characters');
    if (json.currentPassword !== user.password)
      return fail(400, 'currentPassword: is not your current password', 'wrong_password');
    user.password = json.newPassword;
    // Every other session ends; the caller's stays.
    const kept = bearer(authorization);
    const ended = [...this.tokens]
      .filter(([token, id]) => id === user.id && token !== kept)
      .map(([token]) => token);
    for (const token of ended) this.tokens.delete(token);
    if (ended.length > 0) this.onSessionEnded?.(user.id, ended);
    return ok(this.view(user));
  }

  /** The user a request's Authorization belongs to (for the other fake route groups). */
  userFor(authorization: string | undefined): FakeUser | null {
    return this.caller(authorization);
  }

  private caller(authorization: string | undefined): FakeUser | null {
    const token = bearer(authorization);
    const id = token === null ? undefined : this.tokens.get(token);
    return this.users.find((user) => user.id === id) ?? null;
  }

  private validateUserInfo(info: unknown): FakeAnswer | null {
    const userInfo = (info ?? {}) as Record<string, unknown>;
    if (!isEmail(userInfo.email)) return fail(400, 'userInfo.email: must be a valid e-mail address');
    for (const field of ['firstName', 'lastName'] as const) {
      const value = userInfo[field];
      if (typeof value !== 'string' || value.trim() === '')
        return fail(400, `userInfo.${field}: must NOT have fewer than 1 characters`);
    }
    const password = userInfo.password;
    if (typeof password !== 'string' || password.length < 8)
      return fail(400, 'userInfo.password: must NOT have fewer than 8 characters');
    return null;
  }

  private register(
    body: Record<string, unknown>,
    studioShortName: string | null,
    gympass: boolean,
  ): FakeAnswer {
    let studioId: number | null = null;
    if (studioShortName !== null) {
      studioId = this.studioIdOf(studioShortName);
      if (studioId === null) return fail(404, `No studio with short name '${studioShortName}'.`);
    }
    const invalid = this.validateUserInfo(body.userInfo);
    if (invalid) return invalid;
    const info = body.userInfo as { email: string; firstName: string; lastName: string; password: string };
    const email = info.email.trim().toLowerCase();
    if (gympass) {
      const token = typeof body.token === 'string' ? body.token : '';
      if (this.invitations.get(token) !== email) return fail(403, INVALID_INVITATION);
      this.invitations.delete(token);
    }
    if (this.users.some((user) => user.email === email)) return fail(409, EMAIL_TAKEN);
    const { user, token } = this.addUser({
      email,
      firstName: info.firstName.trim(),
      lastName: info.lastName.trim(),
      password: info.password,
      studioId,
      accountType: studioId === null ? 'general' : 'studio',
      accessType: gympass ? 'gympass' : 'standard',
      subscription: gympass
        ? { active: true, packageId: 'gympass', isClassOnly: false }
        : { ...NO_MEMBERSHIP },
    });
    return ok({ authToken: token, user: this.view(user) }, 201);
  }

  private login(body: Record<string, unknown>, studioShortName: string | null): FakeAnswer {
    if (studioShortName !== null && this.studioIdOf(studioShortName) === null) {
      return fail(404, `No studio with short name '${studioShortName}'.`);
    }
    if (!isEmail(body.email)) return fail(400, 'email: must be a valid e-mail address');
    if (typeof body.password !== 'string' || body.password === '')
      return fail(400, 'password: must NOT have fewer than 1 characters');
    const email = body.email.trim().toLowerCase();
    const user = this.users.find(
      (candidate) => candidate.email === email && candidate.password === body.password,
    );
    if (!user) return fail(401, WRONG_CREDENTIALS);
    return ok({ ...this.view(user), authToken: this.issue(user) });
  }

  /** Answers an accounts route, or null when the path is not one. */
  handle(method: string, url: URL, body: unknown, authorization: string | undefined): FakeAnswer | null {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/members') {
      if (!this.caller(authorization)) return fail(401, SESSION_ENDED);
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      if (ids.length === 0 || ids.length > 100 || ids.some((id) => !Number.isSafeInteger(id) || id <= 0))
        return fail(400, 'ids: must be a comma-separated list of 1 to 100 positive integers');
      const members = this.users
        .filter((user) => ids.includes(user.id))
        .sort((a, b) => a.id - b.id)
        .map((user) => ({
          id: user.id,
          firstName: user.firstName,
          lastNameInitial: (user.lastName.trim()[0] ?? '').toUpperCase(),
          studioId: user.studioId,
        }));
      return ok({ members });
    }
    if (!path.startsWith('/api/user/')) return null;
    const json = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const route = path.slice('/api/user/'.length);
    const profile = this.profile(method, route, json, authorization);
    if (profile) return profile;

    if (method === 'POST') {
      if (route === 'register') return this.register(json, null, false);
      if (route === 'register/gympass') return this.register(json, null, true);
      if (route.startsWith('register/'))
        return this.register(json, decodeURIComponent(route.slice('register/'.length)), false);
      if (route === 'login') return this.login(json, null);
      if (route.startsWith('login/'))
        return this.login(json, decodeURIComponent(route.slice('login/'.length)));
      if (route === 'logout') {
        const token = bearer(authorization);
        const user = this.caller(authorization);
        if (!user || token === null) return fail(401, SESSION_ENDED);
        this.tokens.delete(token);
        this.onSessionEnded?.(user.id, [token]);
        return ok({ loggedOut: true });
      }
      if (route === 'reset-password/check' || route === 'reset-password/complete') {
        const link = typeof json.token === 'string' ? this.resetLinks.get(json.token) : undefined;
        const user = link ? this.users.find((candidate) => candidate.id === link.userId) : undefined;
        if (
          route === 'reset-password/complete' &&
          (typeof json.password !== 'string' || json.password.length < 8)
        ) {
          return fail(400, 'password: must NOT have fewer than 8 characters');
        }
        if (!link || !user) return fail(400, RESET_LINK_UNUSABLE);
        if (route === 'reset-password/check') return ok({ email: user.email, expiresAt: link.expiresAt });
        this.resetLinks.delete(json.token as string);
        user.password = json.password as string;
        // Every session of the member ends; the link signs them in anew.
        const ended = [...this.tokens].filter(([, id]) => id === user.id).map(([token]) => token);
        for (const token of ended) this.tokens.delete(token);
        if (ended.length > 0) this.onSessionEnded?.(user.id, ended);
        return ok({ ...this.view(user), authToken: this.issue(user) });
      }
      if (route === 'reset-password') {
        if (!isEmail(json.email)) return fail(400, 'email: must be a valid e-mail address');
        const email = json.email.trim().toLowerCase();
        this.resets.push({ email, studioId: url.searchParams.get('studioId') });
        if (!this.users.some((user) => user.email === email)) return fail(404, 'This user does not exist');
        return ok(RESET_DONE);
      }
    }
    if (method === 'GET' && (route === 'me' || route === 'subscription')) {
      const user = this.caller(authorization);
      if (!user) return fail(401, SESSION_ENDED);
      return ok(route === 'me' ? this.view(user) : user.subscription);
    }
    return null;
  }
}
