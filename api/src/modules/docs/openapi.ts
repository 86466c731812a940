import {
  type Endpoint,
  type EndpointRole,
  ErrorBody,
  endpoints,
  envelope,
  type OwnerRule,
} from '@hanyu/contract';
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { NOTIFICATION_ROUTES, type NotificationRoute, notificationRoutePath } from './notify-operations.ts';

/**
 * A route outside the JSON contract table that the document lists too: a file (an image, a feed) of
 * `contentType`, a WebSocket (`websocket`), which answers a plain GET with 404, or an upload whose body is
 * the file itself (`upload`), answered with `response` in the envelope.
 */
export type ExtraOperation = {
  /** OpenAPI path template under /api, e.g. `/open/teachers/{id}/avatar.svg`. */
  path: string;
  summary: string;
  pathParams?: v.GenericSchema;
  queryParams?: v.GenericSchema;
} & (
  | ({ method: 'GET' } & ({ contentType: string } | { websocket: true }))
  | {
      method: 'POST' | 'PUT';
      /** The body's accepted types and largest size (413 beyond, 415 for another type). */
      upload: { contentTypes: readonly string[]; maxBytes: number };
      /** What `response` holds on success. */
      response: v.GenericSchema;
      /** Who may call it, as the contract table's access notes say it. */
      callers: string;
    }
);

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: JsonSchema;
  example?: string;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  /** Who may call it and whose data it touches, from the contract's `auth`, `role` and `owner`. */
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  open: 'Public endpoints: no sign-in needed.',
  user: 'The signed-in user: send `Authorization: Bearer <token>`.',
  passport: 'Sign-in, registration and password reset.',
  pay: 'Payment gateways’ notifications: posted by the gateways, not by clients, each in its own protocol.',
};

function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema as JsonSchema & { $schema?: string };
  return rest;
}

function responseSchema(schema: v.GenericSchema, ignoreActions: string[] = []): JsonSchema {
  return withoutDialect(
    toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'output', errorMode: 'throw', ignoreActions }),
  );
}

/**
 * Checks written as code (a time-zone name the runtime knows) and trimming have no JSON Schema;
 * they still run.
 */
const CODE_ONLY_ACTIONS = ['check', 'trim'];

/**
 * What a client may send: the output type where it can be expressed (it keeps a picklist's enum),
 * else the input type (a transform, such as a numeric id parsed from a string, has no JSON Schema).
 */
function requestSchema(schema: v.GenericSchema): JsonSchema {
  try {
    return responseSchema(schema, CODE_ONLY_ACTIONS);
  } catch {
    return withoutDialect(
      toJsonSchema(schema, {
        target: 'draft-2020-12',
        typeMode: 'input',
        errorMode: 'throw',
        ignoreActions: CODE_ONLY_ACTIONS,
      }),
    );
  }
}

function parametersOf(
  schema: v.GenericSchema | undefined,
  location: 'query' | 'path',
  examples: Record<string, string> = {},
): OpenApiParameter[] {
  if (!schema) return [];
  const json = requestSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
    ...(examples[name] !== undefined ? { example: examples[name] } : {}),
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: responseSchema(ErrorBody) } },
});

function tagOf(path: string): string {
  return path.split('/').filter(Boolean)[0] ?? 'default';
}

/** The table writes path parameters as `:id` (Fastify, the sdk); OpenAPI as `{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

const OWNER_NOTES: Record<Exclude<OwnerRule, object>, string> = {
  nobody: 'Public data: the same answer for everyone.',
  caller: "Touches only the caller's own data, chosen by the token.",
  credentials: 'Reaches an account only with its password, an emailed code or a provider’s code.',
  anyone: "Reaches any user's data named in the request, or the platform's: only the role above may.",
};

const ROLE_CALLERS: Record<EndpointRole, string> = {
  orgOwner: 'Callers: the owner of an organisation.',
  operator: 'Callers: operators of the service centre.',
  teacher: 'Callers: teachers (the teaching centre).',
  assistant: 'Callers: assistant teachers.',
};

function accessNote(endpoint: Endpoint): string {
  const who =
    endpoint.auth === true
      ? endpoint.role
        ? ROLE_CALLERS[endpoint.role]
        : 'Callers: signed-in users.'
      : endpoint.auth === 'optional'
        ? 'Callers: anyone; a signed-in caller is recognised.'
        : 'Callers: anyone.';
  const whose =
    typeof endpoint.owner === 'object'
      ? `The ${endpoint.owner.resource} named by \`${endpoint.owner.param}\` must be the caller's (else 403 or 404).`
      : OWNER_NOTES[endpoint.owner];
  return `${who} ${whose}`;
}

function operationOf(name: string, endpoint: Endpoint): OpenApiOperation {
  const parameters = [
    ...parametersOf(endpoint.params, 'path', endpoint.example.params),
    ...parametersOf(endpoint.query, 'query', endpoint.example.query),
  ];
  const validated = Boolean(endpoint.params || endpoint.query || endpoint.body);
  return {
    operationId: name,
    summary: endpoint.summary,
    description: accessNote(endpoint),
    tags: [tagOf(endpoint.path)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: requestSchema(endpoint.body), example: endpoint.example.body },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'Success: the result in `response`.',
        content: { 'application/json': { schema: responseSchema(envelope(endpoint.response)) } },
      },
      ...(validated
        ? { '400': errorResponse('Invalid input: `error.issues` lists each field at fault.') }
        : {}),
      ...(endpoint.auth === true
        ? { '401': errorResponse('Missing, unknown or expired bearer token.') }
        : {}),
      ...(endpoint.role ? { '403': errorResponse('The caller does not have the role this needs.') } : {}),
      ...(typeof endpoint.owner === 'object'
        ? { '404': errorResponse("No such resource among the caller's.") }
        : {}),
      '500': errorResponse('Unexpected server error.'),
    },
    ...(endpoint.auth === true ? { security: [{ bearer: [] }] } : {}),
    // A token is read when sent; without one (or with a bad one) the call is anonymous.
    ...(endpoint.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
  };
}

function extraOperationOf(operation: ExtraOperation): OpenApiOperation {
  const parameters = [
    ...parametersOf(operation.pathParams, 'path'),
    ...parametersOf(operation.queryParams, 'query'),
  ];
  const idName = operation.path
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .map((segment) => segment.replace(/\.[a-z]+$/, ''))
    .join('_');
  if ('upload' in operation) {
    const { contentTypes, maxBytes } = operation.upload;
    return {
      operationId: `${operation.method.toLowerCase()}_${idName}`,
      summary: operation.summary,
      description: `${operation.callers} The body is the file itself, at most ${maxBytes} bytes.`,
      tags: [tagOf(operation.path)],
      ...(parameters.length > 0 ? { parameters } : {}),
      requestBody: {
        required: true,
        content: Object.fromEntries(
          contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      },
      responses: {
        '200': {
          description: 'Success: the result in `response`.',
          content: { 'application/json': { schema: responseSchema(envelope(operation.response)) } },
        },
        '400': errorResponse('Invalid input: `error.issues` lists each field at fault.'),
        '401': errorResponse('Missing, unknown or expired bearer token.'),
        '404': errorResponse("No such resource among the caller's."),
        '413': errorResponse('The file is larger than this upload takes.'),
        '415': errorResponse('The file is not of a type this upload takes.'),
        '500': errorResponse('Unexpected server error.'),
      },
      security: [{ bearer: [] }],
    };
  }
  return {
    operationId: idName,
    summary: operation.summary,
    tags: [tagOf(operation.path)],
    ...(parameters.length > 0 ? { parameters } : {}),
    responses:
      'websocket' in operation
        ? {
            '101': { description: 'Switching Protocols: the WebSocket is open.' },
            '404': errorResponse('Not a WebSocket upgrade request.'),
          }
        : {
            '200': {
              description: operation.contentType.startsWith('image/') ? 'The image.' : 'The file.',
              content: { [operation.contentType]: { schema: { type: 'string' } } },
            },
            '400': errorResponse('Invalid path parameter.'),
            '404': errorResponse('No such resource.'),
          },
  };
}

function notificationOperationOf(route: NotificationRoute): OpenApiOperation {
  const { acknowledgement } = route;
  return {
    operationId: `notify${route.gateway[0]?.toUpperCase()}${route.gateway.slice(1)}`,
    summary: route.summary,
    description: `Callers: the ${route.gateway} gateway. Verifies: ${route.verifies}`,
    tags: [tagOf(notificationRoutePath(route.gateway))],
    ...(route.headers
      ? {
          parameters: route.headers.map((header) => ({
            name: header.name,
            in: 'header' as const,
            required: true,
            schema: { type: 'string', description: header.description },
          })),
        }
      : {}),
    requestBody: { required: true, content: { [route.contentType]: { schema: route.body } } },
    responses: {
      [String(acknowledgement.status)]: {
        description: 'Taken (applied now, or before): the acknowledgement the gateway waits for.',
        content: {
          [acknowledgement.contentType]: { schema: { type: 'string', const: acknowledgement.body } },
        },
      },
      '400': errorResponse(
        'Refused (forged, foreign, malformed, expired, not our payment or not its amount): nothing is ' +
          'credited, the message is kept, and the gateway tries again later.',
      ),
      '500': errorResponse('Unexpected server error: not taken, the gateway tries again later.'),
    },
  };
}

/** OpenAPI 3.1 of the API, derived from the contract's endpoint table and valibot schemas. */
export function buildOpenApiDocument(options: { extraOperations?: ExtraOperation[]; version?: string } = {}) {
  const paths: OpenApiDocument['paths'] = {};
  const add = (path: string, method: string, operation: OpenApiOperation) => {
    paths[path] ??= {};
    (paths[path] as Record<string, OpenApiOperation>)[method.toLowerCase()] = operation;
  };
  for (const [name, endpoint] of Object.entries(endpoints) as Array<[string, Endpoint]>) {
    add(openApiPath(endpoint.path), endpoint.method, operationOf(name, endpoint));
  }
  for (const operation of options.extraOperations ?? []) {
    add(operation.path, operation.method, extraOperationOf(operation));
  }
  for (const route of NOTIFICATION_ROUTES) {
    add(notificationRoutePath(route.gateway), 'POST', notificationOperationOf(route));
  }

  const tagNames = [
    ...new Set(Object.values(paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags))),
  ];
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Hanyu API',
      version: options.version ?? '0.1.0',
      description:
        'REST API of the Hanyu Chinese-learning platform. Success is HTTP 200 with `{ "response": … }`; ' +
        'a failure carries `{ "error": { "code", "message" } }` with a fitting HTTP status.',
    },
    servers: [{ url: '/api' }],
    tags: tagNames.map((name) => ({
      name,
      ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
    })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token returned at sign-in.' },
      },
    },
  };
  return document;
}
