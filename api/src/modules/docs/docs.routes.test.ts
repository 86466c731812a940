import { type Endpoint, endpoints, LANGS } from '@hanyu/contract';
import { openTestApp, type TestApp } from '../../test/app.ts';
import { embeddedTestDatabase } from '../../test/databases.ts';
import { type OpenApiDocument, openApiPath } from './openapi.ts';

const pglite = embeddedTestDatabase();
const table = Object.entries(endpoints) as Array<[string, Endpoint]>;

describe('OpenAPI document and reference page', () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    if (!pglite) throw new Error('no test database');
    t = await openTestApp(pglite, { seed: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 served under /api', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(document.info.title).toBe('Hanyu API');
  });

  it.each(table)('lists the endpoint %s with its method, path and summary', (name, endpoint) => {
    const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    expect(operation).toBeDefined();
    expect(operation?.operationId).toBe(name);
    expect(operation?.summary).toBe(endpoint.summary);
    expect(operation?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['response'],
    });
    expect(Boolean(operation?.security)).toBe(Boolean(endpoint.auth));
    expect(Boolean(operation?.responses['401'])).toBe(endpoint.auth === true);
  });

  it('has no operation the table does not know, apart from the image, media, replay, notify, calendar feed, signalling, chat socket, video file, avatar and upload routes', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = [
      ...table.map(([, endpoint]) => `${endpoint.method} ${openApiPath(endpoint.path)}`),
      'GET /open/teachers/{id}/avatar.svg',
      'GET /open/courses/{id}/cover.svg',
      'GET /open/pub/{id}/cover.svg',
      'GET /open/media/podcasts/{file}',
      'POST /pay/notify/alipay',
      'POST /pay/notify/paypal',
      'POST /pay/notify/goallpay',
      'GET /calendar/{token}.ics',
      'GET /classroom/signal',
      'GET /chat/socket',
      'GET /classroom/sessions/{id}/replay/file',
      'GET /learning/courseware/{id}/pages/{number}/image',
      'GET /learning/video/lessons/{id}/clip/file',
      'GET /learning/video/lessons/{id}/captions/{track}',
      'GET /learning/video/lessons/{id}/words/{position}/audio',
      'GET /learning/video/{id}/events',
      'GET /user/avatars/{file}',
      'POST /user/avatar',
      'POST /teacher/courses/{id}/courseware/pages',
      'PUT /classroom/sessions/{id}/replay/file',
    ];
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('documents only routes the app has, each with its method', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        const url = `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
        expect([method, url, t.app.hasRoute({ method: method.toUpperCase() as 'GET', url })]).toEqual([
          method,
          url,
          true,
        ]);
      }
    }
  });

  it('describes the uploads: the file as the body of its types, bearer-authenticated, answered in the envelope', () => {
    const avatar = document.paths['/user/avatar']?.post;
    expect(Object.keys(avatar?.requestBody?.content ?? {})).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(avatar?.security).toEqual([{ bearer: [] }]);
    expect(avatar?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      required: ['response'],
      properties: { response: { required: ['avatar'] } },
    });
    expect(avatar?.responses['413']).toBeDefined();
    const pages = document.paths['/teacher/courses/{id}/courseware/pages']?.post;
    expect(pages?.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual(
      expect.arrayContaining(['path id', 'query title', 'query alt']),
    );
    const replay = document.paths['/classroom/sessions/{id}/replay/file']?.put;
    expect(Object.keys(replay?.requestBody?.content ?? {})).toContain('video/mp4');
    expect(replay?.description).toMatch(/^Callers: teachers/);
  });

  it('describes the language query parameter from its valibot schema', () => {
    const operation = document.paths['/open/util/langs']?.get;
    expect(operation?.parameters).toEqual([
      {
        name: 'language',
        in: 'query',
        required: true,
        schema: { type: 'string', enum: [...LANGS] },
        example: 'en',
      },
    ]);
    expect(operation?.responses['400']).toBeDefined();
  });

  it('describes response bodies down to their fields', () => {
    const schema = document.paths['/open/home']?.get?.responses['200']?.content?.['application/json']
      ?.schema as {
      properties: {
        response: { properties: Record<string, { items?: { properties?: Record<string, unknown> } }> };
      };
    };
    const response = schema.properties.response.properties;
    expect(Object.keys(response)).toEqual(['teachers', 'courses', 'stats']);
    expect(Object.keys(response.teachers?.items?.properties ?? {})).toContain('avatar');
    expect(response.courses?.items?.properties?.kind).toEqual({
      enum: ['live', 'group', 'video'],
      type: 'string',
    });
  });

  it('describes path parameters', () => {
    const operation = document.paths['/user/org/child/{id}']?.delete;
    expect(operation?.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'string' }),
        example: '1',
      },
    ]);
  });

  it('says who may call each operation and whose data it touches', () => {
    const remove = document.paths['/user/org/child/{id}']?.delete;
    expect(remove?.description).toBe(
      "Callers: the owner of an organisation. The orgChild named by `id` must be the caller's (else 403 or 404).",
    );
    expect(Object.keys(remove?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403', '404']));
    expect(document.paths['/open/home']?.get?.description).toBe(
      'Callers: anyone. Public data: the same answer for everyone.',
    );
    const register =
      document.paths['/passport/register/email']?.post?.requestBody?.content['application/json'];
    expect(register?.example).toMatchObject({ email: 'new.learner@example.com', checked: true });
  });

  it.each([
    ['alipay', 'application/x-www-form-urlencoded', 'RSA2 signature', 'success'],
    ['paypal', 'application/json', 'verify-webhook-signature', ''],
    ['goallpay', 'application/x-www-form-urlencoded', 'HMAC-SHA256 signature', 'SUCCESS'],
  ])(
    'documents the %s notify route: what it takes, verifies and answers',
    async (gateway, contentType, verified, acknowledgement) => {
      const operation = document.paths[`/pay/notify/${gateway}`]?.post;
      expect(operation?.tags).toEqual(['pay']);
      expect(operation?.security).toBeUndefined();
      expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual([contentType]);
      expect(operation?.description).toContain(verified);
      expect(operation?.description).toContain('acknowledged again and credits nothing');
      expect(operation?.responses['200']?.content).toEqual({
        'text/plain; charset=utf-8': { schema: { type: 'string', const: acknowledgement } },
      });
      expect(operation?.responses['400']?.content?.['application/json']).toBeDefined();
      const html = (await t.app.inject({ method: 'GET', url: '/api/docs' })).body;
      expect(html).toContain(`<code class="path">/api/pay/notify/${gateway}</code>`);
    },
  );

  it('lists the headers PayPal signs its webhooks with', () => {
    const parameters = document.paths['/pay/notify/paypal']?.post?.parameters ?? [];
    expect(parameters.map((parameter) => [parameter.name, parameter.in, parameter.required])).toContainEqual([
      'paypal-transmission-sig',
      'header',
      true,
    ]);
    expect(document.tags.find((tag) => tag.name === 'pay')?.description).toMatch(/posted by the gateways/);
  });

  it('declares bearer authentication', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('renders a self-contained HTML reference grouped by tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>/);
    for (const [name, endpoint] of table) {
      expect(html).toContain(`id="op-${name}"`);
      expect(html).toContain(`<code class="path">/api${openApiPath(endpoint.path)}</code>`);
    }
    expect(html).toContain('<h2 id="tag-open">open</h2>');
    expect(html).toContain('<h2 id="tag-user">user</h2>');
    expect(html).toContain('<span class="method get">GET</span>');
    expect(html).toContain('🔒 auth');
    expect(html).toContain('<code>language</code><span class="required">required</span>');
    // No CDN: nothing is loaded from elsewhere.
    expect(html).not.toMatch(/<(script|link)\b/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
  });
});
