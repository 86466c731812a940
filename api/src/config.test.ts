import { readServerConfig } from './config.ts';

const paths = { cwd: '/srv/hanyu/api', repoRoot: '/srv/hanyu' };

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
    });
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

  it.each([{ PORT: 'abc' }, { PORT: '70000' }, { PORT: '3.5' }, { LOG_LEVEL: 'loud' }])(
    'rejects %p',
    (env) => {
      expect(() => readServerConfig(env, paths)).toThrow();
    },
  );
});
