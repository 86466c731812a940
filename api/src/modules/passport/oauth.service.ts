import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  isEmailAddress,
  LANGS,
  type LoginResponse,
  OAUTH_MESSAGES,
  type OAuthType,
  PASSPORT_MESSAGES,
} from '@hanyu/contract';
import { ApiError } from '../../http/errors.ts';
import { hashSessionToken } from '../users/index.ts';
import type { OAuthProvider } from './oauth-providers.ts';
import {
  findCredentialsByEmail,
  findUserIdByOAuthAccount,
  insertOAuthState,
  insertRegisteredUser,
  linkOAuthAccount,
  takeOAuthState,
} from './passport.repository.ts';
import { type PassportContext, signIn } from './passport.service.ts';

/** A started sign-in must come back within this time (the redirect cookie's lifetime, SPEC §4). */
export const OAUTH_STATE_MINUTES = 10;
const PROVIDER_TIMEOUT_MS = 10_000;

const unavailable = () =>
  new ApiError(400, OAUTH_MESSAGES.unavailable, { code: ERROR_CODES.oauthUnavailable });
const failed = () => new ApiError(400, OAUTH_MESSAGES.failed, { code: ERROR_CODES.oauthFailed });

function providerOf(ctx: PassportContext, type: OAuthType): OAuthProvider {
  const provider = ctx.oauthProviders[type];
  if (!provider) throw unavailable();
  return provider;
}

/** Only the site's own callback page of this provider may receive a code. */
function isOwnCallback(ctx: PassportContext, type: OAuthType, redirectUri: string): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  const callbackPath = new RegExp(`^/(${LANGS.join('|')})/passport/callback/${type}$`);
  return (
    ctx.oauthRedirectOrigins.includes(url.origin) &&
    callbackPath.test(url.pathname) &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** The provider's authorization URL with a fresh state and a PKCE (S256) challenge. */
export async function oauthAuthorizationUrl(
  ctx: PassportContext,
  input: { type: OAuthType; redirectUri: string },
): Promise<string> {
  const provider = providerOf(ctx, input.type);
  if (!isOwnCallback(ctx, input.type, input.redirectUri)) {
    throw new ApiError(400, 'redirect_uri must be the callback page of this site');
  }
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await insertOAuthState(ctx.db, {
    stateHash: hashSessionToken(state),
    provider: input.type,
    codeVerifier,
    redirectUri: input.redirectUri,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_MINUTES * 60_000),
  });
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', createHash('sha256').update(codeVerifier).digest('base64url'));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

interface ProviderAccount {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

async function fetchJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object') throw new Error(`${url} answered no JSON object`);
  return body as Record<string, unknown>;
}

/** Exchanges the code (with the PKCE verifier) for a token, then reads who signed in. */
async function providerAccount(
  provider: OAuthProvider,
  code: string,
  codeVerifier: string,
  redirectUri: string,
): Promise<ProviderAccount> {
  const token = await fetchJson(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
      code_verifier: codeVerifier,
    }),
  });
  if (typeof token.access_token !== 'string') throw new Error('token response without access_token');
  const info = await fetchJson(provider.userinfoUrl, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
  });
  const subject = info.sub ?? info.id;
  if ((typeof subject !== 'string' && typeof subject !== 'number') || String(subject) === '') {
    throw new Error('userinfo without sub');
  }
  const email = typeof info.email === 'string' ? info.email.trim() : null;
  return {
    subject: String(subject),
    email: email && isEmailAddress(email) ? email : null,
    // Only an explicit yes counts (Facebook, for one, does not say).
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    name: typeof info.name === 'string' ? info.name.slice(0, 50) : null,
  };
}

/**
 * Finishes a sign-in: the state must be one this server issued for this provider, unused and under
 * 10 minutes old. A known provider account signs its user in; else an account with the same
 * address is linked only when the provider vouches for the address; else an account is created.
 */
export async function oauthLogin(
  ctx: PassportContext,
  input: { type: OAuthType; code: string; state: string; log: (error: unknown) => void },
): Promise<LoginResponse> {
  const provider = providerOf(ctx, input.type);
  const now = ctx.now();
  const state = await takeOAuthState(ctx.db, hashSessionToken(input.state), input.type, now);
  if (!state) throw failed();

  let account: ProviderAccount;
  try {
    account = await providerAccount(provider, input.code, state.code_verifier, state.redirect_uri);
  } catch (error) {
    input.log(error);
    throw failed();
  }

  let userId = await findUserIdByOAuthAccount(ctx.db, input.type, account.subject);
  if (userId === undefined) {
    if (!account.email) throw failed();
    const existing = await findCredentialsByEmail(ctx.db, account.email);
    if (existing) {
      if (!account.emailVerified) {
        throw new ApiError(409, PASSPORT_MESSAGES.emailExists, { code: ERROR_CODES.emailExists });
      }
      userId = Number(existing.id);
    } else {
      userId = await insertRegisteredUser(ctx.db, {
        email: account.email,
        nickName: account.name ?? account.email.slice(0, account.email.indexOf('@')),
        // No password: only a reset link can give the account one.
        passwordHash: '!',
        language: null,
        timeZone: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        orgId: null,
      });
    }
    await linkOAuthAccount(ctx.db, { provider: input.type, subject: account.subject, userId });
  }
  return signIn(ctx.db, userId, now);
}
