import { availableParallelism } from 'node:os';
import { readServerConfig } from './config.ts';
import { NATIVE_ROOM_PROVIDERS } from './modules/classroom/index.ts';

const paths = { cwd: '/srv/hanyu/api', repoRoot: '/srv/hanyu' };
/** Production refuses to start without an SMTP server (the mail rule below). */
const PRODUCTION_SMTP = 'smtp://mail.example.com:587';

describe('readServerConfig', () => {
  it('has defaults for a one-command start', () => {
    expect(readServerConfig({}, paths)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      database: { kind: 'pglite', dataDir: '/srv/hanyu/api/data/pglite' },
      databaseLabel: 'pglite /srv/hanyu/api/data/pglite',
      webRoot: '/srv/hanyu',
      registryFile: undefined,
      renderThreads: Math.max(1, availableParallelism() - 1),
      mail: { kind: 'outbox' },
      mailFrom: 'Hanyu <no-reply@localhost>',
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      oauthProviders: {},
      oauthRedirectOrigins: [],
      redis: undefined,
      classroomSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      classroomIceServers: [],
      classroomProviders: NATIVE_ROOM_PROVIDERS,
      storage: { kind: 'local', root: '/srv/hanyu/api/data' },
      serverBuildDir: '/srv/hanyu/api/data/server-builds',
      paymentGateways: {},
      paymentSandbox: true,
      chatMessagesPerMinute: 60,
      registrationsPerIpPerHour: 20,
      groupDecisionHours: 24,
      metricsToken: undefined,
      drainDelayMs: 0,
      e2eHooks: false,
    });
  });

  it('serves /metrics to a bearer of METRICS_TOKEN only, and refuses a short one', () => {
    const token = 'a-metrics-token-of-the-scraper';
    expect(readServerConfig({ METRICS_TOKEN: ` ${token} ` }, paths).metricsToken).toBe(token);
    expect(readServerConfig({ METRICS_TOKEN: '' }, paths).metricsToken).toBeUndefined();
    expect(() => readServerConfig({ METRICS_TOKEN: 'short' }, paths)).toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    );
  });

  it('waits DRAIN_DELAY_MS between not ready and closing: 3 s in production, none elsewhere', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: PRODUCTION_SMTP, PAYMENT_SANDBOX: '1' };
    expect(readServerConfig(production, paths).drainDelayMs).toBe(3_000);
    expect(readServerConfig({ ...production, DRAIN_DELAY_MS: '0' }, paths).drainDelayMs).toBe(0);
    expect(readServerConfig({ DRAIN_DELAY_MS: '5000' }, paths).drainDelayMs).toBe(5_000);
    for (const bad of ['-1', '1.5', 'soon', '20001']) {
      expect(() => readServerConfig({ DRAIN_DELAY_MS: bad }, paths)).toThrow(
        `DRAIN_DELAY_MS must be a whole number of milliseconds from 0 to 20000, got "${bad}"`,
      );
    }
  });

  it('renders on RENDER_THREADS threads (0: on the thread that answers the API), and refuses a bad count', () => {
    expect(readServerConfig({ RENDER_THREADS: '3' }, paths).renderThreads).toBe(3);
    expect(readServerConfig({ RENDER_THREADS: '0' }, paths).renderThreads).toBe(0);
    for (const bad of ['-1', '1.5', 'two']) {
      expect(() => readServerConfig({ RENDER_THREADS: bad }, paths)).toThrow(
        `RENDER_THREADS must be a whole number of threads, 0 or more, got "${bad}"`,
      );
    }
  });

  it("keeps files in STORAGE_URL's bucket with the S3_* keys, and refuses a URL it cannot use", () => {
    const keys = { S3_ACCESS_KEY_ID: 'hanyu', S3_SECRET_ACCESS_KEY: 'a-secret-key-of-the-store' };
    expect(
      readServerConfig(
        { STORAGE_URL: 's3://hanyu-files/prod?endpoint=http://minio:9000&region=eu-west-1', ...keys },
        paths,
      ).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'hanyu-files',
      prefix: 'prod/',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'hanyu', secretAccessKey: 'a-secret-key-of-the-store' },
    });
    // AWS itself: no endpoint, the bucket in the host name, the SDK's own credentials (an instance role).
    expect(readServerConfig({ STORAGE_URL: 's3://hanyu-files' }, paths).storage).toEqual({
      kind: 's3',
      bucket: 'hanyu-files',
      prefix: '',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    const refusals: Array<[Record<string, string>, string]> = [
      [{ STORAGE_URL: 'http://hanyu-files' }, 'STORAGE_URL must be s3://BUCKET[/PREFIX]'],
      [{ STORAGE_URL: 's3://Hanyu_Files' }, 'STORAGE_URL must be s3://BUCKET[/PREFIX]'],
      [{ STORAGE_URL: 's3://key:secret@hanyu-files' }, 'STORAGE_URL must not hold credentials'],
      [{ STORAGE_URL: 's3://minio:9000/hanyu' }, "the store's address goes in endpoint="],
      [
        { STORAGE_URL: 's3://hanyu-files?bucket=x' },
        'STORAGE_URL takes only endpoint, region, forcePathStyle',
      ],
      [{ STORAGE_URL: 's3://hanyu-files?endpoint=minio:9000' }, "STORAGE_URL's endpoint must be an origin"],
      [
        { STORAGE_URL: 's3://hanyu-files?forcePathStyle=yes' },
        "STORAGE_URL's forcePathStyle must be true or false",
      ],
      [{ STORAGE_URL: 's3://hanyu-files', S3_ACCESS_KEY_ID: 'hanyu' }, 'set together or not at all'],
      [keys, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY need STORAGE_URL'],
    ];
    for (const [env, message] of refusals) expect(() => readServerConfig(env, paths)).toThrow(message);
  });

  it('signs room tokens with CLASSROOM_SECRET, else with a secret of its own', () => {
    const secret = 'a-secret-every-api-process-shares-0123456789';
    expect(readServerConfig({ CLASSROOM_SECRET: secret }, paths).classroomSecret).toBe(secret);
    expect(readServerConfig({}, paths).classroomSecret).not.toBe(readServerConfig({}, paths).classroomSecret);
    expect(() => readServerConfig({ CLASSROOM_SECRET: 'short' }, paths)).toThrow(
      'CLASSROOM_SECRET must be at least 32 characters',
    );
  });

  it('reads the STUN/TURN servers of the classroom, and says what is wrong with them', () => {
    const servers = [
      { urls: ['stun:stun.example.com:3478'] },
      { urls: ['turn:turn.example.com:3478?transport=udp'], username: 'u', credential: 'p' },
    ];
    expect(
      readServerConfig({ CLASSROOM_ICE_SERVERS: JSON.stringify(servers) }, paths).classroomIceServers,
    ).toEqual(servers);
    expect(readServerConfig({ CLASSROOM_ICE_SERVERS: ' ' }, paths).classroomIceServers).toEqual([]);
    expect(() => readServerConfig({ CLASSROOM_ICE_SERVERS: '[{urls:' }, paths)).toThrow(
      /^CLASSROOM_ICE_SERVERS must be JSON such as \[\{"urls"/,
    );
    expect(() =>
      readServerConfig({ CLASSROOM_ICE_SERVERS: '[{"urls":"stun:stun.example.com"}]' }, paths),
    ).toThrow(/CLASSROOM_ICE_SERVERS must be such as .*; 0\.urls: /);
  });

  it('reads how long before its first session a group class is decided', () => {
    expect(readServerConfig({ GROUP_DECISION_HOURS: '48' }, paths).groupDecisionHours).toBe(48);
    expect(() => readServerConfig({ GROUP_DECISION_HOURS: 'soon' }, paths)).toThrow(
      'GROUP_DECISION_HOURS must be a number of hours from 0 to 720, got "soon"',
    );
  });

  it('counts attempt limits in Redis when REDIS_URL is set', () => {
    expect(readServerConfig({ REDIS_URL: ' redis://cache.internal:6379/2 ' }, paths).redis?.url).toBe(
      'redis://cache.internal:6379/2',
    );
    expect(readServerConfig({ REDIS_URL: 'rediss://:secret@cache.example.com' }, paths).redis?.url).toBe(
      'rediss://:secret@cache.example.com',
    );
    // The message leaves the value out: it may hold a password.
    expect(() => readServerConfig({ REDIS_URL: 'cache.internal:6379' }, paths)).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
  });

  it('prefixes every Redis name per deployment: REDIS_PREFIX, else one derived from the database', () => {
    const prefixOf = (env: Record<string, string>) =>
      readServerConfig({ REDIS_URL: 'redis://cache.internal:6379', ...env }, paths).redis?.prefix;
    expect(prefixOf({ REDIS_PREFIX: ' staging ' })).toBe('staging');
    const one = prefixOf({ DATABASE_URL: 'postgres://app:secret@db.internal:5432/hanyu' });
    expect(one).toMatch(/^hanyu:[0-9a-f]{10}$/);
    // The processes of one deployment agree whatever their credentials; another database is another one.
    expect(prefixOf({ DATABASE_URL: 'postgres://worker:other@DB.internal/hanyu' })).toBe(one);
    expect(prefixOf({ DATABASE_URL: 'postgres://app:secret@db.internal:5432/hanyu_staging' })).not.toBe(one);
    expect(prefixOf({ DATA_DIR: '/srv/a' })).not.toBe(prefixOf({ DATA_DIR: '/srv/b' }));
    expect(() => prefixOf({ REDIS_PREFIX: 'has space' })).toThrow('REDIS_PREFIX must be');
    expect(() => prefixOf({ REDIS_PREFIX: 'ends:' })).toThrow('REDIS_PREFIX must be');
  });

  it('reads OAuth providers, with defaults for Google and none for the partner', () => {
    const config = readServerConfig(
      {
        OAUTH_GOOGLE_CLIENT_ID: 'google-id',
        OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
        OAUTH_CHINESECIO_CLIENT_ID: 'partner-id',
        OAUTH_CHINESECIO_AUTHORIZE_URL: 'https://id.partner.example/authorize',
        OAUTH_CHINESECIO_TOKEN_URL: 'https://id.partner.example/token',
        OAUTH_CHINESECIO_USERINFO_URL: 'https://id.partner.example/userinfo',
        OAUTH_REDIRECT_ORIGINS: 'http://localhost:3001, http://jyda.localhost:3001',
      },
      paths,
    );
    expect(config.oauthProviders.google).toMatchObject({
      clientId: 'google-id',
      clientSecret: 'google-secret',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    });
    expect(config.oauthProviders.chinesecio?.tokenUrl).toBe('https://id.partner.example/token');
    expect(config.oauthProviders.facebook).toBeUndefined();
    expect(config.oauthRedirectOrigins).toEqual(['http://localhost:3001', 'http://jyda.localhost:3001']);
    expect(() => readServerConfig({ OAUTH_CHINESECIO_CLIENT_ID: 'partner-id' }, paths)).toThrow(
      /OAUTH_CHINESECIO_AUTHORIZE_URL/,
    );
  });

  it('sends mail through SMTP_URL and links to PUBLIC_URL', () => {
    const config = readServerConfig(
      {
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'Hanyu <hello@example.com>',
        PUBLIC_URL: 'https://www.example.com/',
        TRUST_PROXY: '10.0.0.0/8',
      },
      paths,
    );
    expect(config).toMatchObject({
      mail: { kind: 'smtp', url: 'smtps://mailer:secret@smtp.example.com:465' },
      mailFrom: 'Hanyu <hello@example.com>',
      publicUrl: 'https://www.example.com',
      trustProxy: '10.0.0.0/8',
    });
    expect(readServerConfig({ TRUST_PROXY: 'true' }, paths).trustProxy).toBe(true);
    expect(() => readServerConfig({ PUBLIC_URL: 'www.example.com/path' }, paths)).toThrow(/PUBLIC_URL/);
  });

  it('reads the environment, resolving paths against the working directory', () => {
    const config = readServerConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'debug',
        DATA_DIR: '../var',
        WEB_ROOT: '/opt/site',
        REGISTRY_FILE: 'registry.prod.json',
      },
      paths,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'debug',
      database: { kind: 'pglite', dataDir: '/srv/hanyu/var/pglite' },
      webRoot: '/opt/site',
      registryFile: '/srv/hanyu/api/registry.prod.json',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set, without logging its password', () => {
    const config = readServerConfig({ DATABASE_URL: 'postgres://app:s3cret@db:5432/hanyu' }, paths);
    expect(config.database).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://app:s3cret@db:5432/hanyu',
    });
    expect(config.databaseLabel).toBe('postgres postgres://app:***@db:5432/hanyu');
  });

  it('reads payment gateway credentials; a gateway without any runs against its sandbox', () => {
    const config = readServerConfig(
      {
        ALIPAY_APP_ID: '2021000000000001',
        ALIPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nMIIE\\n-----END PRIVATE KEY-----',
        ALIPAY_PUBLIC_KEY: 'MIIBIjAN',
        PAYPAL_CLIENT_ID: 'paypal-id',
        PAYPAL_CLIENT_SECRET: 'paypal-secret',
        PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
        PAYPAL_ENVIRONMENT: 'production',
        PAYPAL_CURRENCY: 'EUR',
      },
      paths,
    );
    expect(config.paymentGateways).toEqual({
      alipay: {
        appId: '2021000000000001',
        privateKey: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----',
        alipayPublicKey: 'MIIBIjAN',
        gateway: 'https://openapi.alipay.com/gateway.do',
      },
      paypal: {
        clientId: 'paypal-id',
        clientSecret: 'paypal-secret',
        webhookId: '8PT597110X687430LKGECATA',
        environment: 'production',
        currency: 'EUR',
      },
    });
    expect(
      readServerConfig(
        { GOALLPAY_MERCHANT_ID: 'M1', GOALLPAY_KEY: 'k', GOALLPAY_GATEWAY_URL: 'https://pay.example.com/' },
        paths,
      ).paymentGateways,
    ).toEqual({ goallpay: { merchantId: 'M1', merchantKey: 'k', gatewayUrl: 'https://pay.example.com' } });
    // Half a configuration is a mistake, not a sandbox: the deploy fails at start and says what is missing.
    expect(() => readServerConfig({ ALIPAY_APP_ID: '2021000000000001' }, paths)).toThrow(
      'ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY must be set as well (or none of them)',
    );
    expect(() =>
      readServerConfig({ PAYPAL_BASE_URL: 'http://127.0.0.1:3000/sandbox/paypal' }, paths),
    ).toThrow(/PAYPAL_CLIENT_ID/);
    expect(() =>
      readServerConfig(
        { PAYPAL_CLIENT_ID: 'i', PAYPAL_CLIENT_SECRET: 's', PAYPAL_WEBHOOK_ID: 'w', PAYPAL_CURRENCY: 'CNY' },
        paths,
      ),
    ).toThrow('PAYPAL_CURRENCY must be one of USD, EUR, JPY, KRW, GBP');
    expect(() =>
      readServerConfig(
        { GOALLPAY_MERCHANT_ID: 'M1', GOALLPAY_KEY: 'k', GOALLPAY_GATEWAY_URL: 'pay.example.com' },
        paths,
      ),
    ).toThrow('GOALLPAY_GATEWAY_URL must be an http(s) URL');
  });

  it('reads how many chat messages a user may send a minute', () => {
    expect(readServerConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '500' }, paths).registrationsPerIpPerHour).toBe(
      500,
    );
    expect(() => readServerConfig({ REGISTRATIONS_PER_IP_PER_HOUR: '2.5' }, paths)).toThrow(
      'REGISTRATIONS_PER_IP_PER_HOUR must be a whole number of sign-ups, at least 1, got "2.5"',
    );
    expect(readServerConfig({ CHAT_MESSAGES_PER_MINUTE: '600' }, paths).chatMessagesPerMinute).toBe(600);
    expect(() => readServerConfig({ CHAT_MESSAGES_PER_MINUTE: '0' }, paths)).toThrow(
      'CHAT_MESSAGES_PER_MINUTE must be a whole number of messages, at least 1, got "0"',
    );
  });

  describe('payment sandboxes', () => {
    const allGateways = {
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: 'MIIE',
      ALIPAY_PUBLIC_KEY: 'MIIBIjAN',
      PAYPAL_CLIENT_ID: 'paypal-id',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
      GOALLPAY_MERCHANT_ID: 'M1',
      GOALLPAY_KEY: 'k',
      GOALLPAY_GATEWAY_URL: 'https://pay.example.com',
    };

    it('mounts them for gateways without credentials outside production (the one-command start)', () => {
      expect(readServerConfig({}, paths).paymentSandbox).toBe(true);
      expect(readServerConfig({ NODE_ENV: 'development' }, paths).paymentSandbox).toBe(true);
    });

    it('refuses to start in production while a gateway has no credentials, naming what is missing', () => {
      expect(() => readServerConfig({ NODE_ENV: 'production', SMTP_URL: PRODUCTION_SMTP }, paths)).toThrow(
        /^Payment gateways without credentials: alipay \(ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY\), paypal \(PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID\), goallpay \(GOALLPAY_MERCHANT_ID, GOALLPAY_KEY, GOALLPAY_GATEWAY_URL\)\. In production/,
      );
      const { GOALLPAY_MERCHANT_ID, GOALLPAY_KEY, GOALLPAY_GATEWAY_URL, ...withoutGoallpay } = allGateways;
      expect(() =>
        readServerConfig({ NODE_ENV: 'production', SMTP_URL: PRODUCTION_SMTP, ...withoutGoallpay }, paths),
      ).toThrow(/^Payment gateways without credentials: goallpay \(GOALLPAY_MERCHANT_ID/);
      // An explicit PAYMENT_SANDBOX=0 refuses outside production too.
      expect(() => readServerConfig({ PAYMENT_SANDBOX: '0' }, paths)).toThrow(/without credentials/);
    });

    it('starts in production with every gateway configured, and no sandbox', () => {
      const config = readServerConfig(
        { NODE_ENV: 'production', SMTP_URL: PRODUCTION_SMTP, ...allGateways },
        paths,
      );
      expect(config.paymentSandbox).toBe(false);
      expect(Object.keys(config.paymentGateways).sort()).toEqual(['alipay', 'goallpay', 'paypal']);
    });

    it('mounts them in production only when PAYMENT_SANDBOX says so (a demo site)', () => {
      expect(
        readServerConfig({ NODE_ENV: 'production', SMTP_URL: PRODUCTION_SMTP, PAYMENT_SANDBOX: '1' }, paths)
          .paymentSandbox,
      ).toBe(true);
      expect(
        readServerConfig(
          { NODE_ENV: 'production', SMTP_URL: PRODUCTION_SMTP, PAYMENT_SANDBOX: 'true' },
          paths,
        ).paymentSandbox,
      ).toBe(true);
      expect(() => readServerConfig({ PAYMENT_SANDBOX: 'maybe' }, paths)).toThrow(
        'PAYMENT_SANDBOX must be 1, true, 0 or false, got "maybe"',
      );
    });
  });

  it.each([{ PORT: 'abc' }, { PORT: '70000' }, { PORT: '3.5' }, { LOG_LEVEL: 'loud' }])(
    'rejects %p',
    (env) => {
      expect(() => readServerConfig(env, paths)).toThrow();
    },
  );
});

describe('the end-to-end hooks', () => {
  it('are on with E2E_HOOKS=1 and refused in production', () => {
    expect(readServerConfig({ E2E_HOOKS: '1' }, paths).e2eHooks).toBe(true);
    expect(() =>
      readServerConfig(
        { E2E_HOOKS: '1', NODE_ENV: 'production', SMTP_URL: 'smtp://mail', PAYMENT_SANDBOX: '1' },
        paths,
      ),
    ).toThrow(/E2E_HOOKS is for the end-to-end suite/);
  });
});

describe('mail in production', () => {
  it('refuses to start without SMTP_URL, naming it, instead of keeping mail as files nobody reads', () => {
    expect(() => readServerConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }, paths)).toThrow(
      /^SMTP_URL is not set\. In production \(NODE_ENV=production\) mail goes to an SMTP server/,
    );
    expect(() =>
      readServerConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1', SMTP_URL: ' ' }, paths),
    ).toThrow(/^SMTP_URL is not set/);
  });

  it('keeps the outbox outside production (the one-command start)', () => {
    expect(readServerConfig({}, paths).mail).toEqual({ kind: 'outbox' });
    expect(
      readServerConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1', SMTP_URL: PRODUCTION_SMTP }, paths)
        .mail,
    ).toEqual({
      kind: 'smtp',
      url: PRODUCTION_SMTP,
    });
  });
});
