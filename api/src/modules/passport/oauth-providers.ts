import type { OAuthType } from '@hanyu/contract';

/** One provider's endpoints and client credentials (from configuration). */
export interface OAuthProvider {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export type OAuthProviders = Partial<Record<OAuthType, OAuthProvider>>;

const DEFAULTS: Partial<Record<OAuthType, Omit<OAuthProvider, 'clientId' | 'clientSecret'>>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
  },
};

/**
 * Providers from `OAUTH_<TYPE>_CLIENT_ID`, `_CLIENT_SECRET`, and `_AUTHORIZE_URL`, `_TOKEN_URL`,
 * `_USERINFO_URL`, `_SCOPE` (Google and Facebook have defaults for these; the partner has none).
 * A provider without a client id, or with an endpoint missing, is left out: its sign-in is unavailable.
 */
export function readOAuthProviders(env: Record<string, string | undefined>): OAuthProviders {
  const providers: OAuthProviders = {};
  for (const type of ['google', 'facebook', 'chinesecio'] as const) {
    const prefix = `OAUTH_${type.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`]?.trim();
    if (!clientId) continue;
    const defaults = DEFAULTS[type];
    const provider = {
      clientId,
      clientSecret: env[`${prefix}CLIENT_SECRET`] ?? '',
      authorizeUrl: env[`${prefix}AUTHORIZE_URL`] || defaults?.authorizeUrl,
      tokenUrl: env[`${prefix}TOKEN_URL`] || defaults?.tokenUrl,
      userinfoUrl: env[`${prefix}USERINFO_URL`] || defaults?.userinfoUrl,
      scope: env[`${prefix}SCOPE`] || defaults?.scope || 'openid email profile',
    };
    if (!provider.authorizeUrl || !provider.tokenUrl || !provider.userinfoUrl) {
      throw new Error(`${prefix}AUTHORIZE_URL, ${prefix}TOKEN_URL and ${prefix}USERINFO_URL are required`);
    }
    providers[type] = provider as OAuthProvider;
  }
  return providers;
}
