import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { LoginResponse } from '@hanyu/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import type { OAuthProvider } from './oauth-providers.ts';

interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A local OAuth 2.0 provider: it issues codes bound to a PKCE challenge and redirect URI, exchanges
 * them once for an access token (checking client credentials and the verifier) and serves userinfo.
 */
async function startProvider() {
  const codes = new Map<string, { challenge: string; redirectUri: string; user: ProviderUser }>();
  const tokens = new Map<string, ProviderUser>();
  const server: FastifyInstance = Fastify();
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  server.post('/token', async (request, reply) => {
    const form = request.body as Record<string, string>;
    const grant = codes.get(form.code ?? '');
    codes.delete(form.code ?? '');
    const verifierHash = createHash('sha256')
      .update(form.code_verifier ?? '')
      .digest('base64url');
    if (
      form.grant_type !== 'authorization_code' ||
      form.client_id !== 'client-id' ||
      form.client_secret !== 'client-secret' ||
      !grant ||
      grant.redirectUri !== form.redirect_uri ||
      grant.challenge !== verifierHash
    ) {
      return reply.status(400).send({ error: 'invalid_grant' });
    }
    const accessToken = randomBytes(16).toString('hex');
    tokens.set(accessToken, grant.user);
    return { access_token: accessToken, token_type: 'Bearer' };
  });
  server.get('/userinfo', async (request, reply) => {
    const user = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    return user ?? reply.status(401).send({ error: 'invalid_token' });
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const config: OAuthProvider = {
    authorizeUrl: `${origin}/authorize`,
    tokenUrl: `${origin}/token`,
    userinfoUrl: `${origin}/userinfo`,
    clientId: 'client-id',
    clientSecret: 'client-secret',
    scope: 'openid email profile',
  };
  return {
    config,
    /** What the provider does when the user approves: a code for this authorization URL. */
    approve(authorizationUrl: string, user: ProviderUser): { code: string; state: string } {
      const url = new URL(authorizationUrl);
      const code = randomBytes(12).toString('hex');
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
        user,
      });
      return { code, state: url.searchParams.get('state') ?? '' };
    },
    close: () => server.close(),
  };
}

const SITE = 'https://www.example.com';
const CALLBACK = `${SITE}/en/passport/callback/google`;
const FAILED = { error: { code: 20006, message: 'Fail to sign in, please try it again.' } };

describe.each(testDatabases())('OAuth sign-in on $name', (target) => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startProvider();
    t = await openTestApp(target, {
      seed: false,
      publicUrl: SITE,
      oauthProviders: { google: provider.config, chinesecio: provider.config },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const authorizationUrl = async (type = 'google', redirectUri = CALLBACK, app: TestApp = t) => {
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/passport/oauth/url',
      query: { type, redirect_uri: redirectUri, org_id: '1' },
    });
    return res;
  };
  const startFlow = async (type = 'google') => {
    const callback = `${SITE}/ja/passport/callback/${type}`;
    const res = await authorizationUrl(type, callback);
    expect(res.statusCode).toBe(200);
    return res.json().response.url as string;
  };
  const finish = (body: { code: string; state: string }, type = 'google', app: TestApp = t) =>
    app.app.inject({
      method: 'POST',
      url: '/api/passport/oauth/login',
      payload: { type, org_id: 1, ...body },
    });
  const signIn = async (user: ProviderUser, type = 'google') =>
    finish(provider.approve(await startFlow(type), user), type);

  it('answers the authorization URL with state and an S256 PKCE challenge', async () => {
    const res = await authorizationUrl();
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().response.url);
    expect(`${url.origin}${url.pathname}`).toBe(provider.config.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-id',
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    const states = await t.db.selectFrom('oauth_states').select('state_hash').execute();
    expect(states.map((row) => row.state_hash)).not.toContain(url.searchParams.get('state'));
  });

  it.each([
    ['https://evil.example/en/passport/callback/google'],
    [`${SITE}/en/passport/callback/facebook`],
    [`${SITE}/en/user/home`],
    [`${SITE}/en/passport/callback/google?next=/x`],
    ['not a url'],
  ])('refuses the redirect_uri %s', async (redirectUri) => {
    const res = await authorizationUrl('google', redirectUri);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('redirect_uri must be the callback page of this site');
  });

  it('says when a provider is not configured', async () => {
    const res = await authorizationUrl('facebook', `${SITE}/en/passport/callback/facebook`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 20007, message: 'This sign-in method is not available' } });
  });

  it('creates the account at the first sign-in and signs the same account in afterwards', async () => {
    const first = await signIn({
      sub: 'g-100',
      email: 'new.face@example.com',
      email_verified: true,
      name: 'New Face',
    });
    expect(first.statusCode).toBe(200);
    const login = v.parse(LoginResponse, first.json().response);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { authorization: `Bearer ${login.token}` },
    });
    expect(me.json().response).toMatchObject({
      id: login.user_id,
      email: 'new.face@example.com',
      nick_name: 'New Face',
    });

    const again = await signIn({ sub: 'g-100', email: 'renamed@example.com', email_verified: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().response.user_id).toBe(login.user_id);
    // The account has no password: password sign-in fails for it.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/passport/login/email',
      payload: { email: 'new.face@example.com', password: '!' },
    });
    expect(password.statusCode).toBe(400);
  });

  it('links to an account with the same address only when the provider says it is verified', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/passport/register/email',
      payload: { email: 'owner@example.com', password: 'owner password', checked: true, language: 'en' },
    });
    const ownerId = registered.json().response.user_id;

    const unverified = await signIn({ sub: 'g-200', email: 'OWNER@example.com', email_verified: false });
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json()).toEqual({ error: { code: 20002, message: 'This account exists already' } });
    const links = await t.db
      .selectFrom('oauth_accounts')
      .select('subject')
      .where('subject', '=', 'g-200')
      .execute();
    expect(links).toHaveLength(0);

    const verified = await signIn(
      { sub: 'g-201', email: 'owner@example.com', email_verified: true },
      'chinesecio',
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().response.user_id).toBe(ownerId);
  });

  it('refuses a state it did not issue, a used one, another provider’s and an expired one', async () => {
    const user = { sub: 'g-300', email: 'state@example.com', email_verified: true };
    const made = provider.approve(await startFlow(), user);
    expect((await finish({ code: made.code, state: randomBytes(32).toString('base64url') })).json()).toEqual(
      FAILED,
    );

    const approved = provider.approve(await startFlow(), user);
    expect((await finish(approved)).statusCode).toBe(200);
    const replay = await finish(approved);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(FAILED);

    const forGoogle = provider.approve(await startFlow('google'), user);
    expect((await finish(forGoogle, 'chinesecio')).json()).toEqual(FAILED);

    const late = provider.approve(await startFlow(), user);
    const later = await openTestApp(t, {
      seed: false,
      publicUrl: SITE,
      oauthProviders: { google: provider.config },
      now: () => new Date(Date.now() + 11 * 60_000),
    });
    try {
      expect((await finish(late, 'google', later)).json()).toEqual(FAILED);
    } finally {
      await later.close();
    }
  });

  it('fails when the provider refuses the code (wrong PKCE verifier)', async () => {
    const url = new URL(await startFlow());
    url.searchParams.set(
      'code_challenge',
      createHash('sha256').update('another verifier').digest('base64url'),
    );
    const res = await finish(provider.approve(url.toString(), { sub: 'g-400', email: 'pkce@example.com' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(FAILED);
  });
});
