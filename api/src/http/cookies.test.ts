import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCookies } from './cookies.ts';

describe('request.cookies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCookies(app);
    app.get('/cookies', async (request) => request.cookies);
    await app.ready();
  });
  afterAll(() => app.close());

  const cookiesOf = async (cookie?: string) =>
    (await app.inject({ url: '/cookies', headers: cookie === undefined ? {} : { cookie } })).json();

  it('finds a cookie among others and decodes it', async () => {
    expect((await cookiesOf('a=1; lang=zh-cn; b=2')).lang).toBe('zh-cn');
    expect((await cookiesOf('redirect_url=%2Fen%2Fuser')).redirect_url).toBe('/en/user');
  });

  it('does not match a cookie whose name merely ends the same', async () => {
    expect((await cookiesOf('xlang=ja')).lang).toBeUndefined();
    expect((await cookiesOf()).lang).toBeUndefined();
  });

  it('keeps a malformed encoding as it is', async () => {
    expect((await cookiesOf('lang=%E0%A4%A')).lang).toBe('%E0%A4%A');
  });

  it('takes the first of two cookies of one name', async () => {
    expect((await cookiesOf('lang=es; lang=ja')).lang).toBe('es');
  });
});
