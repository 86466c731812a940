import { escapeHtml } from '../../text/templates.ts';
import type { OpenApiDocument, OpenApiOperation } from './openapi.ts';

/** `code` spans for backticked words, everything else escaped. */
const prose = (text: string) =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

/** The JSON Schema keywords the page renders. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
}

function typeLabel(schema: Schema): string {
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(' | ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === 'array') return `${schema.items ? typeLabel(schema.items) : 'unknown'}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'any';
}

function constraints(schema: Schema): string {
  const notes: string[] = [];
  if (schema.pattern) notes.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`);
  if (schema.minLength !== undefined) notes.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) notes.push(`max length ${schema.maxLength}`);
  if (schema.description) notes.push(prose(schema.description));
  return notes.join(' · ');
}

/** Objects as nested property tables; everything else as a type label. */
function renderSchema(schema: Schema): string {
  const objectLike = schema.properties ? schema : schema.type === 'array' ? schema.items : undefined;
  const nullableObject = schema.anyOf?.find((option) => option.properties);
  const shape = objectLike?.properties ? objectLike : nullableObject;
  if (!shape?.properties) {
    return `<span class="type">${escapeHtml(typeLabel(schema))}</span>`;
  }
  const required = new Set(shape.required ?? []);
  const rows = Object.entries(shape.properties)
    .map(
      ([name, property]) => `<tr>
        <td><code>${escapeHtml(name)}</code>${required.has(name) ? '' : '<span class="optional">optional</span>'}</td>
        <td>${nestedOrType(property)}</td>
        <td class="notes">${constraints(property)}</td>
      </tr>`,
    )
    .join('');
  const wrapper = schema.type === 'array' ? 'array of objects' : nullableObject ? 'object or null' : 'object';
  return `<div class="schema"><div class="schema-kind">${wrapper}</div><table><tbody>${rows}</tbody></table></div>`;
}

function nestedOrType(schema: Schema): string {
  const hasObject =
    schema.properties || schema.items?.properties || schema.anyOf?.some((option) => option.properties);
  return hasObject ? renderSchema(schema) : `<span class="type">${escapeHtml(typeLabel(schema))}</span>`;
}

function renderOperation(method: string, path: string, operation: OpenApiOperation, base: string): string {
  const parameters = operation.parameters ?? [];
  const parameterTable =
    parameters.length === 0
      ? ''
      : `<h4>Parameters</h4><table class="params"><thead><tr><th>Name</th><th>In</th><th>Type</th><th></th></tr></thead><tbody>${parameters
          .map(
            (parameter) => `<tr>
              <td><code>${escapeHtml(parameter.name)}</code>${parameter.required ? '<span class="required">required</span>' : ''}</td>
              <td>${parameter.in}</td>
              <td><span class="type">${escapeHtml(typeLabel(parameter.schema as Schema))}</span></td>
              <td class="notes">${constraints(parameter.schema as Schema)}</td>
            </tr>`,
          )
          .join('')}</tbody></table>`;
  const body = operation.requestBody
    ? `<h4>Request body</h4>${Object.entries(operation.requestBody.content)
        .map(
          ([type, { schema, example }]) =>
            `<div class="media">${escapeHtml(type)}</div>${renderSchema(schema as Schema)}${
              example === undefined
                ? ''
                : `<h4>Example</h4><pre class="example">${escapeHtml(JSON.stringify(example, null, 2))}</pre>`
            }`,
        )
        .join('')}`
    : '';
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      const content = Object.entries(response.content ?? {})
        .map(
          ([type, { schema }]) =>
            `<div class="media">${escapeHtml(type)}</div>${renderSchema(schema as Schema)}`,
        )
        .join('');
      const open = status === '200' ? ' open' : '';
      return `<details class="response"${open}><summary><span class="status s${status[0]}">${status}</span> ${prose(response.description)}</summary>${content}</details>`;
    })
    .join('');
  const id = `op-${operation.operationId}`;
  const lock = operation.security ? '<span class="lock" title="Requires a bearer token">🔒 auth</span>' : '';
  return `<section class="operation" id="${escapeHtml(id)}">
    <h3><span class="method ${method}">${method.toUpperCase()}</span><code class="path">${escapeHtml(base + path)}</code>${lock}</h3>
    <p class="summary">${prose(operation.summary)}</p>
    ${operation.description ? `<p class="access">${prose(operation.description)}</p>` : ''}
    ${parameterTable}${body}<h4>Responses</h4>${responses}
  </section>`;
}

const STYLES = `
:root { --ink: #1d2330; --muted: #626a7c; --line: #e6e8ee; --bg: #f7f6f3; --brand: #c73d22; --accent: #0f7a70; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", sans-serif; color: var(--ink); background: var(--bg); }
header { background: #fff; border-bottom: 1px solid var(--line); padding: 20px 32px; }
header h1 { margin: 0; font-size: 22px; } header h1 small { color: var(--muted); font-weight: 400; font-size: 14px; margin-left: 8px; }
header p { margin: 6px 0 0; color: var(--muted); max-width: 860px; }
.layout { display: grid; grid-template-columns: 260px 1fr; gap: 24px; max-width: 1240px; margin: 0 auto; padding: 24px 32px; }
nav { position: sticky; top: 16px; align-self: start; background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 12px; }
nav h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 12px 8px 4px; }
nav a { display: flex; gap: 8px; align-items: center; padding: 4px 8px; border-radius: 6px; color: var(--ink); text-decoration: none; font-size: 13px; }
nav a:hover { background: var(--bg); }
nav a code { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
main h2 { margin: 8px 0 4px; font-size: 20px; } main .tag-description { color: var(--muted); margin: 0 0 12px; }
.operation { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 16px 20px; margin-bottom: 16px; }
.operation h3 { margin: 0; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; font-size: 16px; }
.operation h4 { margin: 16px 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); }
.summary { margin: 8px 0 0; }
.access { margin: 4px 0 0; color: var(--muted); }
pre.example { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 8px; overflow-x: auto; }
.method { font: 700 11px/1 ui-monospace, SFMono-Regular, Menlo, monospace; padding: 5px 8px; border-radius: 6px; color: #fff; min-width: 52px; text-align: center; }
.method.get { background: var(--accent); } .method.post { background: #2456d6; } .method.put { background: #c2571a; } .method.delete { background: #c62828; }
nav .method { min-width: 44px; font-size: 10px; padding: 3px 6px; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; background: var(--bg); padding: 1px 5px; border-radius: 4px; }
.path { background: none; font-size: 15px; }
.lock { font-size: 12px; color: var(--brand); border: 1px solid currentColor; border-radius: 999px; padding: 1px 8px; }
table { width: 100%; border-collapse: collapse; font-size: 14px; }
th, td { text-align: left; padding: 6px 8px; border-top: 1px solid var(--line); vertical-align: top; }
th { color: var(--muted); font-weight: 600; font-size: 12px; border-top: none; }
.type { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; color: #6b3fa0; }
.notes { color: var(--muted); font-size: 13px; }
.required, .optional { margin-left: 6px; font-size: 11px; color: var(--brand); }
.optional { color: var(--muted); }
.schema { border-left: 3px solid var(--line); padding-left: 10px; margin: 4px 0; }
.schema-kind, .media { font-size: 12px; color: var(--muted); margin: 2px 0; }
details.response { border-top: 1px solid var(--line); padding: 6px 0; }
details.response summary { cursor: pointer; }
.status { font: 700 12px/1 ui-monospace, monospace; padding: 3px 6px; border-radius: 5px; background: var(--bg); }
.status.s2 { color: var(--accent); } .status.s4 { color: #c2571a; } .status.s5 { color: #c62828; }
@media (max-width: 860px) { .layout { grid-template-columns: 1fr; } nav { position: static; } }
`;

/** A self-contained reference page for the document: no scripts, no external assets. */
export function renderDocsPage(document: OpenApiDocument): string {
  const base = document.servers[0]?.url ?? '';
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const groups = document.tags.map((tag) => ({
    tag,
    operations: operations.filter(({ operation }) => operation.tags.includes(tag.name)),
  }));
  const nav = groups
    .map(
      ({ tag, operations: ops }) =>
        `<h2>${escapeHtml(tag.name)}</h2>${ops
          .map(
            ({ path, method, operation }) =>
              `<a href="#op-${escapeHtml(operation.operationId)}"><span class="method ${method}">${method.toUpperCase()}</span><code>${escapeHtml(path)}</code></a>`,
          )
          .join('')}`,
    )
    .join('');
  const sections = groups
    .map(
      ({ tag, operations: ops }) =>
        `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2>${
          tag.description ? `<p class="tag-description">${prose(tag.description)}</p>` : ''
        }${ops.map(({ path, method, operation }) => renderOperation(method, path, operation, base)).join('')}`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${STYLES}</style>
</head>
<body>
<header>
  <h1>${escapeHtml(document.info.title)}<small>v${escapeHtml(document.info.version)} · OpenAPI ${document.openapi}</small></h1>
  <p>${prose(document.info.description)} Machine-readable: <a href="${escapeHtml(base)}/openapi.json">${escapeHtml(base)}/openapi.json</a>.</p>
</header>
<div class="layout">
  <nav aria-label="Endpoints">${nav}</nav>
  <main>${sections}</main>
</div>
</body>
</html>`;
}
