/**
 * Renders the REST API reference page (api/reference.md) from the OpenAPI document.
 * The output is valid both as CommonMark and as MDX: prose outside code spans has its
 * braces and angle brackets escaped, and every path is shown inside a code span.
 */
import {code, escapeCell, escapeText} from '../markdown';
import {
  anchorFor,
  defaultServerUrl,
  derefSchema,
  listOperations,
  parameterExample,
  STATUS_TEXT,
  successResponse,
  tagAnchor,
  type MediaTypeObject,
  type OpenApiDocument,
  type Operation,
  type SchemaObject,
} from './openapi';

const MAX_DEPTH = 4;

/** Status code of each shared error response in components.responses. */
const ERROR_STATUS: Record<string, string> = {
  BadRequest: '400',
  Unauthorized: '401',
  Forbidden: '403',
  NotFound: '404',
  MethodNotAllowed: '405',
  Conflict: '409',
  PayloadTooLarge: '413',
  ValidationError: '422',
};

const cell = escapeCell;

/** A code span for a table cell. */
const cellCode = (text: string): string => escapeCell(code(text));

function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

/** Split `X or null` shapes into the non-null schema and a nullable flag. */
function unwrapNullable(doc: OpenApiDocument, schema: SchemaObject): {schema: SchemaObject; nullable: boolean} {
  if (schema.anyOf && schema.anyOf.length === 2 && schema.anyOf.some((s) => s.type === 'null')) {
    const inner = schema.anyOf.find((s) => s.type !== 'null') as SchemaObject;
    return {schema: {...inner, description: schema.description ?? inner.description}, nullable: true};
  }
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const rest = schema.type.filter((t) => t !== 'null');
    return {schema: {...schema, type: rest.length === 1 ? rest[0] : rest}, nullable: true};
  }
  void doc;
  return {schema, nullable: false};
}

/** Merge allOf parts and follow references, giving one object schema. */
function flatten(doc: OpenApiDocument, schema: SchemaObject): SchemaObject {
  const base = derefSchema(doc, schema);
  if (!base.allOf) return base;
  const merged: SchemaObject = {type: 'object', properties: {}, required: [], description: base.description};
  for (const part of base.allOf) {
    const flat = flatten(doc, part);
    Object.assign(merged.properties as Record<string, SchemaObject>, flat.properties ?? {});
    merged.required = [...(merged.required ?? []), ...(flat.required ?? [])];
    if (!merged.description) merged.description = flat.description;
  }
  return merged;
}

function isObjectWithProperties(doc: OpenApiDocument, schema: SchemaObject): boolean {
  const flat = flatten(doc, schema);
  return Boolean(flat.properties && Object.keys(flat.properties).length > 0);
}

/** A short type label such as `integer`, `string (date-time)`, `array of JobScriptFile`. */
export function typeLabel(doc: OpenApiDocument, input: SchemaObject): string {
  const {schema, nullable} = unwrapNullable(doc, input);
  let label: string;
  if (schema.$ref) {
    const target = derefSchema(doc, schema);
    label = target.enum ? (typeof target.type === 'string' ? target.type : 'string') : refName(schema.$ref);
  } else if (schema.oneOf || schema.anyOf) {
    label = (schema.oneOf ?? schema.anyOf ?? []).map((s) => typeLabel(doc, s)).join(' or ');
  } else if (schema.allOf) {
    label = 'object';
  } else if (schema.type === 'array') {
    label = `array of ${schema.items ? typeLabel(doc, schema.items) : 'any'}`;
  } else if (schema.type === 'object' && !schema.properties && schema.additionalProperties) {
    label = 'object (map)';
  } else if (schema.type === 'string' && schema.contentMediaType === 'application/octet-stream') {
    label = 'file';
  } else if (Array.isArray(schema.type)) {
    label = schema.type.join(' or ');
  } else {
    label = schema.type ?? 'any';
    if (schema.format) label += ` (${schema.format})`;
  }
  return nullable ? `${label} or null` : label;
}

/** Description plus allowed values, default and limits. */
function describe(doc: OpenApiDocument, input: SchemaObject): string {
  const {schema} = unwrapNullable(doc, input);
  const target = schema.$ref ? derefSchema(doc, schema) : schema;
  const parts: string[] = [];
  const text = input.description ?? schema.description ?? target.description;
  if (text) parts.push(text);
  const enumSource =
    target.enum ?? (target.type === 'array' && target.items ? derefSchema(doc, target.items).enum : undefined);
  if (enumSource) parts.push(`One of: ${enumSource.map((v) => '`' + String(v) + '`').join(', ')}.`);
  if (target.default !== undefined) parts.push(`Default: \`${JSON.stringify(target.default)}\`.`);
  const limits: string[] = [];
  if (target.minimum !== undefined) limits.push(`minimum ${target.minimum}`);
  if (target.exclusiveMinimum !== undefined) limits.push(`greater than ${target.exclusiveMinimum}`);
  if (target.maximum !== undefined) limits.push(`maximum ${target.maximum}`);
  if (target.minLength !== undefined) limits.push(`at least ${target.minLength} characters`);
  if (target.maxLength !== undefined) limits.push(`at most ${target.maxLength} characters`);
  if (target.maxItems !== undefined) limits.push(`at most ${target.maxItems} items`);
  if (limits.length) parts.push(`Limits: ${limits.join(', ')}.`);
  return parts.join(' ');
}

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** Flatten an object schema into dotted field rows (`files[].filename`). */
export function fieldRows(
  doc: OpenApiDocument,
  schema: SchemaObject,
  prefix = '',
  depth = 0,
  seen: string[] = [],
): FieldRow[] {
  const rows: FieldRow[] = [];
  const flat = flatten(doc, schema);
  const required = new Set(flat.required ?? []);
  for (const [name, prop] of Object.entries(flat.properties ?? {})) {
    const fullName = prefix + name;
    rows.push({
      name: fullName,
      type: typeLabel(doc, prop),
      required: required.has(name),
      description: describe(doc, prop),
    });
    const {schema: inner} = unwrapNullable(doc, prop);
    const refKey = inner.$ref ?? (inner.type === 'array' && inner.items?.$ref) ?? undefined;
    if (depth + 1 >= MAX_DEPTH || (refKey && seen.includes(refKey))) continue;
    const nextSeen = refKey ? [...seen, refKey] : seen;
    if (inner.type === 'array' && inner.items && isObjectWithProperties(doc, inner.items)) {
      rows.push(...fieldRows(doc, inner.items, `${fullName}[].`, depth + 1, nextSeen));
    } else if (inner.type !== 'array' && isObjectWithProperties(doc, inner)) {
      rows.push(...fieldRows(doc, inner, `${fullName}.`, depth + 1, nextSeen));
    }
  }
  return rows;
}

/** A schema as a table, or as one sentence when it is not an object. */
export function schemaBlock(doc: OpenApiDocument, schema: SchemaObject): string {
  const {schema: inner, nullable} = unwrapNullable(doc, schema);
  const resolved = derefSchema(doc, inner);
  let rows: FieldRow[] = [];
  let lead = '';
  if (resolved.type === 'array' && resolved.items && isObjectWithProperties(doc, resolved.items)) {
    lead = `A JSON array of ${code(typeLabel(doc, resolved.items))} objects:`;
    rows = fieldRows(doc, resolved.items, '[].');
  } else if (isObjectWithProperties(doc, resolved)) {
    const name = inner.$ref ? ` ${code(refName(inner.$ref))}` : '';
    lead = `A JSON object${name}${nullable ? ' (or `null`)' : ''}:`;
    rows = fieldRows(doc, resolved);
  } else if (resolved.type === 'null') {
    return 'The body is JSON `null`.';
  } else {
    const extra = describe(doc, schema);
    return `A JSON value of type ${code(typeLabel(doc, schema))}.${extra ? ' ' + cell(extra) : ''}`;
  }
  const lines = [lead, '', '| Field | Type | Required | Description |', '| --- | --- | --- | --- |'];
  for (const row of rows) {
    lines.push(
      `| ${cellCode(row.name)} | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.description)} |`,
    );
  }
  return lines.join('\n');
}

function shellSingleQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Build the request URL with example path and query values. */
export function exampleUrl(doc: OpenApiDocument, op: Operation, baseUrl: string): string {
  let url = op.path;
  const query: string[] = [];
  for (const param of op.parameters) {
    const value = parameterExample(doc, param);
    if (param.in === 'path') {
      url = url.replace(`{${param.name}}`, encodeURIComponent(String(value ?? param.name)));
    } else if (param.in === 'query' && (param.required || param.example !== undefined)) {
      query.push(`${encodeURIComponent(param.name)}=${encodeURIComponent(String(value ?? ''))}`);
    }
  }
  return baseUrl + url + (query.length ? `?${query.join('&')}` : '');
}

/** A runnable curl command for the operation. */
export function curlExample(doc: OpenApiDocument, op: Operation, baseUrl: string): string {
  const lines: string[] = [];
  const methodFlag = op.method === 'get' ? '' : ` -X ${op.method.toUpperCase()}`;
  lines.push(`curl${methodFlag} "${exampleUrl(doc, op, baseUrl)}"`);
  if (op.requiresAuth) lines.push('-H "Authorization: Bearer $ACCESS_TOKEN"');
  const content = op.requestBody?.content ?? {};
  const [mediaType, media] = (Object.entries(content)[0] ?? []) as [string | undefined, MediaTypeObject | undefined];
  if (mediaType === 'application/json' && media?.example !== undefined) {
    lines.push('-H "Content-Type: application/json"');
    lines.push(`-d ${shellSingleQuote(JSON.stringify(media.example, null, 2))}`);
  } else if (mediaType === 'multipart/form-data' && media?.schema) {
    const example = (media.example ?? {}) as Record<string, string>;
    const props = flatten(doc, media.schema).properties ?? {};
    for (const [name, prop] of Object.entries(props)) {
      const value = example[name];
      if (value === undefined) continue;
      if (prop.contentMediaType === 'application/octet-stream') lines.push(`-F "${name}=@${value}"`);
      else lines.push(`-F ${shellSingleQuote(`${name}=${value}`)}`);
    }
  } else if (mediaType && media) {
    const file = (media as Record<string, unknown>)['x-example-file'] ?? 'body.bin';
    lines.push(`-H "Content-Type: ${mediaType}"`);
    lines.push(`--data-binary "@${String(file)}"`);
  }
  return lines.join(' \\\n  ');
}

/** The example response block (status line plus body). */
export function responseExample(op: Operation): {status: string; lang: string; body: string} {
  const success = successResponse(op);
  if (!success) return {status: 'none', lang: 'text', body: ''};
  const [code, response] = success;
  const status = `${code} ${STATUS_TEXT[code] ?? ''}`.trim();
  const content = response.content ?? {};
  const json = content['application/json'];
  if (json && json.example !== undefined) return {status, lang: 'json', body: JSON.stringify(json.example, null, 2)};
  const [mediaType, media] = Object.entries(content)[0] ?? [];
  if (mediaType && media?.example !== undefined)
    return {status, lang: 'text', body: String(media.example).replace(/\n$/, '')};
  return {status, lang: 'http', body: `HTTP/1.1 ${status}`};
}

function parametersBlock(doc: OpenApiDocument, op: Operation): string {
  if (op.parameters.length === 0) return 'None.';
  const lines = ['| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |'];
  for (const param of op.parameters) {
    const schema = param.schema ?? {};
    const description = [param.description, describe(doc, {...schema, description: undefined})]
      .filter(Boolean)
      .join(' ');
    lines.push(
      `| ${cellCode(param.name)} | ${param.in} | ${cell(typeLabel(doc, schema))} | ${param.required ? 'yes' : 'no'} | ${cell(description)} |`,
    );
  }
  return lines.join('\n');
}

function responsesBlock(op: Operation): string {
  const lines = ['| Status | Meaning |', '| --- | --- |'];
  for (const [status, response] of op.responses) {
    lines.push(`| ${cellCode(`${status} ${STATUS_TEXT[status] ?? ''}`.trim())} | ${cell(response.description)} |`);
  }
  return lines.join('\n');
}

function authLine(op: Operation): string {
  if (!op.requiresAuth) return '**Authentication:** none.';
  if (op.permissions.length === 0) return '**Authentication:** bearer token.';
  const perms = op.permissions.map((p) => code(p)).join(' or ');
  return `**Authentication:** bearer token carrying ${perms}.`;
}

export function renderOperation(doc: OpenApiDocument, op: Operation, baseUrl: string): string {
  const out: string[] = [];
  out.push(`### ${escapeText(op.summary)} {#${anchorFor(op.id)}}`, '');
  out.push(`${code(`${op.method.toUpperCase()} ${op.path}`)}`, '');
  if (op.description) out.push(escapeText(op.description), '');
  if (op.agentOnly) {
    out.push(
      ':::note[Cluster agent operation]',
      '',
      "This call is made by an agent running on a cluster, with that cluster's own OIDC client. It is listed so the reference is complete; scripts acting for a person do not need it.",
      '',
      ':::',
      '',
    );
  }
  out.push(authLine(op), '');
  out.push('**Parameters**', '', parametersBlock(doc, op), '');
  if (op.requestBody) {
    const entries = Object.entries(op.requestBody.content);
    const required = op.requestBody.required ? 'required' : 'optional';
    for (const [mediaType, media] of entries) {
      out.push(`**Request body** (${code(mediaType)}, ${required})`, '');
      out.push(media.schema ? schemaBlock(doc, media.schema) : 'Free-form.', '');
    }
  }
  out.push('**Responses**', '', responsesBlock(op), '');
  const success = successResponse(op);
  const successMedia = success?.[1].content ? Object.entries(success[1].content)[0] : undefined;
  if (success && successMedia && successMedia[1].schema) {
    out.push(`**Response body** (${code(success[0])}, ${code(successMedia[0])})`, '');
    out.push(schemaBlock(doc, successMedia[1].schema), '');
  }
  out.push('**Example request**', '', '```bash', curlExample(doc, op, baseUrl), '```', '');
  const example = responseExample(op);
  out.push(`**Example response** (${code(example.status)})`, '', '```' + example.lang, example.body, '```', '');
  return out.join('\n');
}

export function renderReference(doc: OpenApiDocument): string {
  const baseUrl = defaultServerUrl(doc);
  const operations = listOperations(doc);
  const tags = [...new Set(operations.map((op) => op.tag))];
  const tagDescriptions = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']));
  const errors = Object.entries(doc.components?.responses ?? {});

  const out: string[] = [
    '---',
    'title: REST API reference',
    'sidebar_label: Reference',
    `description: Every operation of the Jobbergate and License Manager REST APIs on ${baseUrl.replace('https://', '')}, with parameters, schemas and examples.`,
    'sidebar_position: 7',
    '# Generated from src/data/openapi.json by src/generators/api-reference/generate.ts. Do not edit by hand.',
    '---',
    '',
    `This page lists all ${operations.length} operations of the two REST services behind Vantage jobs and licenses: **Jobbergate** under ${code('/jobbergate')} and **License Manager** under ${code('/lm')}, both on ${code(baseUrl)}. It is generated from the [OpenAPI document](/api/openapi), which you can also import into [Postman](/api/postman).`,
    '',
    `Every operation except the health and version checks needs an access token in the ${code('Authorization: Bearer')} header. [Authentication](/api/authentication) shows how to get one; the examples below read it from the shell variable ${code('ACCESS_TOKEN')}. New to the API? Start with the [API quickstart](/api/quickstart).`,
    '',
    ':::info[Which version these schemas describe]',
    '',
    'The schemas follow the open-source Jobbergate API (release 5.11.0) and License Manager API. The versions running behind the hosted platform are not published, so a field may differ. If a response does not match this page, tell support@vantagecompute.ai.',
    '',
    ':::',
    '',
    '## Conventions {#conventions}',
    '',
    `- **Lists.** Jobbergate list operations are paginated: send ${code('page')} (from 1) and ${code('size')} (1 to 100, default 50) and read ${code('items')}, ${code('total')}, ${code('page')}, ${code('size')} and ${code('pages')}. License Manager lists return a plain JSON array with no pagination.`,
    `- **Errors.** Both services answer errors with a JSON body whose ${code('detail')} field explains the problem.`,
    `- **Permissions.** Each operation names the permission the token must carry. ${code('jobbergate:admin')} and ${code('license-manager:admin')} grant every permission of their service; ${code('jobbergate:maintainer')} lets a user change entries owned by others.`,
    `- **Agent operations.** Operations marked as cluster agent operations are called by the agents on your clusters and need the cluster's own credentials.`,
    '',
    '| Status | When |',
    '| --- | --- |',
    ...errors.map(([name, r]) => {
      const status = ERROR_STATUS[name] ?? name;
      return `| ${cellCode(`${status} ${STATUS_TEXT[status] ?? ''}`.trim())} | ${cell(r.description)} |`;
    }),
    '',
    '## Operations at a glance {#operations-at-a-glance}',
    '',
    '| Operation | Method | Path |',
    '| --- | --- | --- |',
    ...operations.map(
      (op) => `| [${cell(op.summary)}](#${anchorFor(op.id)}) | ${op.method.toUpperCase()} | ${cellCode(op.path)} |`,
    ),
    '',
  ];
  for (const tag of tags) {
    out.push(`## ${escapeText(tag)} {#${tagAnchor(tag)}}`, '');
    const description = tagDescriptions.get(tag);
    if (description) out.push(escapeText(description), '');
    for (const op of operations.filter((o) => o.tag === tag)) out.push(renderOperation(doc, op, baseUrl));
  }
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
