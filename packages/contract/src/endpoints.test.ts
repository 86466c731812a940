import { readdir } from 'node:fs/promises';
import * as v from 'valibot';
import type { Endpoint } from './endpoint.ts';
import { type EndpointName, endpoints } from './endpoints.ts';

const table = Object.entries(endpoints) as Array<[string, Endpoint]>;

describe('the endpoint table', () => {
  it.each(table)('%s: its example is a valid request', (_name, endpoint) => {
    const { example } = endpoint;
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = endpoint[part];
      if (!schema) {
        expect(example[part]).toBeUndefined();
        continue;
      }
      const parsed = v.safeParse(schema, example[part] ?? {});
      expect(
        parsed.issues?.map((issue) => `${part} ${v.getDotPath(issue)}: ${issue.message}`),
      ).toBeUndefined();
    }
  });

  it.each(table)('%s: declares every path parameter, and the one its owner rule names', (_name, endpoint) => {
    const named = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
    const params = endpoint.params as v.ObjectSchema<v.ObjectEntries, undefined> | undefined;
    const declared = params ? Object.keys(params.entries) : [];
    expect(declared.sort()).toEqual(named.sort());
    if (typeof endpoint.owner === 'object') expect(named).toContain(endpoint.owner.param);
  });

  it.each(table)('%s: an owner rule that reads a user needs a signed-in caller', (_name, endpoint) => {
    if (endpoint.owner === 'caller' || typeof endpoint.owner === 'object') {
      expect(endpoint.auth === true || endpoint.auth === 'optional').toBe(true);
    }
    if (endpoint.role) expect(endpoint.auth).toBe(true);
  });

  it.each(table)("%s: reaches anyone's data only through a role", (_name, endpoint) => {
    if (endpoint.owner === 'anyone') expect(endpoint.role).toBeDefined();
  });
});

describe("the endpoint table's module files", () => {
  it('declare every endpoint once, and the table holds each as declared', async () => {
    const dir = new URL('./endpoints/', import.meta.url);
    const files = (await readdir(dir)).filter((name) => name.endsWith('.ts'));
    const declaredBy = new Map<string, string[]>();
    for (const file of files) {
      const tables = Object.values(await import(new URL(file, dir).href)) as Array<Record<string, Endpoint>>;
      for (const [name, endpoint] of tables.flatMap((table) => Object.entries(table))) {
        declaredBy.set(name, [...(declaredBy.get(name) ?? []), file]);
        expect(endpoints[name as EndpointName]).toBe(endpoint);
      }
    }
    expect([...declaredBy].filter(([, declaring]) => declaring.length > 1)).toEqual([]);
    expect([...declaredBy.keys()].sort()).toEqual(Object.keys(endpoints).sort());
  });
});
