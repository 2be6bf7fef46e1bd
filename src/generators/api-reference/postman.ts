/**
 * Builds a Postman collection (format v2.1) from the OpenAPI document: one folder per tag,
 * one request per operation, each with its documented example response.
 */
import {createHash} from 'node:crypto';
import {
  defaultServerUrl,
  listOperations,
  parameterExample,
  STATUS_TEXT,
  successResponse,
  type MediaTypeObject,
  type OpenApiDocument,
  type Operation,
} from './openapi';
import {responseExample} from './markdown';

export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

interface KeyValue {
  key: string;
  value: string;
  description?: string;
  disabled?: boolean;
  type?: string;
  src?: string;
}

export interface PostmanRequest {
  method: string;
  header: KeyValue[];
  url: {raw: string; host: string[]; path: string[]; query?: KeyValue[]; variable?: KeyValue[]};
  body?: Record<string, unknown>;
  auth?: Record<string, unknown>;
  description?: string;
}

export interface PostmanItem {
  id: string;
  name: string;
  request: PostmanRequest;
  response: Record<string, unknown>[];
}

export interface PostmanFolder {
  name: string;
  description?: string;
  item: PostmanItem[];
}

export interface PostmanCollection {
  info: {_postman_id: string; name: string; description: string; schema: string};
  auth: Record<string, unknown>;
  variable: KeyValue[];
  item: PostmanFolder[];
}

/** A stable UUID-shaped id derived from a string, so the file does not change between builds. */
function stableId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function stringify(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function buildRequest(doc: OpenApiDocument, op: Operation): PostmanRequest {
  // Keep an empty last segment so a trailing slash (as in /lm/license_servers/types/) survives.
  const pathSegments = op.path
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/^\{(.+)\}$/, ':$1'));
  const query: KeyValue[] = [];
  const variable: KeyValue[] = [];
  for (const param of op.parameters) {
    const example = parameterExample(doc, param);
    if (param.in === 'path') {
      variable.push({key: param.name, value: stringify(example), description: param.description});
    } else if (param.in === 'query') {
      const enabled = Boolean(param.required) || param.example !== undefined;
      query.push({
        key: param.name,
        value: stringify(example),
        description: param.description,
        ...(enabled ? {} : {disabled: true}),
      });
    }
  }
  const enabledQuery = query.filter((q) => !q.disabled).map((q) => `${q.key}=${q.value}`);
  const raw = `{{baseUrl}}/${pathSegments.join('/')}${enabledQuery.length ? `?${enabledQuery.join('&')}` : ''}`;

  const request: PostmanRequest = {
    method: op.method.toUpperCase(),
    header: [],
    url: {raw, host: ['{{baseUrl}}'], path: pathSegments},
    description: `${op.description}\n\nPermission: ${op.permissions.length ? op.permissions.join(' or ') : op.requiresAuth ? 'any valid token' : 'none'}.`,
  };
  if (query.length) request.url.query = query;
  if (variable.length) request.url.variable = variable;
  if (!op.requiresAuth) request.auth = {type: 'noauth'};

  const [mediaType, media] = (Object.entries(op.requestBody?.content ?? {})[0] ?? []) as [
    string | undefined,
    MediaTypeObject | undefined,
  ];
  if (mediaType === 'application/json') {
    request.header.push({key: 'Content-Type', value: 'application/json'});
    request.body = {
      mode: 'raw',
      raw: media?.example === undefined ? '{}' : JSON.stringify(media.example, null, 2),
      options: {raw: {language: 'json'}},
    };
  } else if (mediaType === 'multipart/form-data') {
    const example = (media?.example ?? {}) as Record<string, string>;
    const properties = media?.schema?.properties ?? {};
    request.body = {
      mode: 'formdata',
      formdata: Object.entries(properties).map(([key, schema]) =>
        schema.contentMediaType === 'application/octet-stream'
          ? {key, type: 'file', src: example[key] ?? '', description: schema.description}
          : {key, type: 'text', value: example[key] ?? '', description: schema.description},
      ),
    };
  } else if (mediaType) {
    request.header.push({key: 'Content-Type', value: mediaType});
    request.body = {mode: 'file', file: {src: ''}};
  }
  return request;
}

function buildResponses(op: Operation, request: PostmanRequest): Record<string, unknown>[] {
  const success = successResponse(op);
  if (!success) return [];
  const [code, response] = success;
  const example = responseExample(op);
  const mediaType = Object.keys(response.content ?? {})[0];
  return [
    {
      name: `Example ${example.status}`,
      originalRequest: request,
      status: STATUS_TEXT[code] ?? code,
      code: Number(code),
      _postman_previewlanguage: example.lang === 'json' ? 'json' : 'text',
      header: mediaType ? [{key: 'Content-Type', value: mediaType}] : [],
      body: example.lang === 'http' ? '' : example.body,
    },
  ];
}

export function buildPostmanCollection(doc: OpenApiDocument): PostmanCollection {
  const operations = listOperations(doc);
  const tags = [...new Set(operations.map((op) => op.tag))];
  const tagDescriptions = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
  return {
    info: {
      _postman_id: stableId(`${doc.info.title} ${doc.info.version}`),
      name: doc.info.title,
      description:
        `${doc.info.summary ?? ''}\n\nGenerated from the OpenAPI document version ${doc.info.version}. ` +
        'Set the collection variable accessToken to a Vantage access token before sending requests; ' +
        'baseUrl points at the hosted platform and can be changed for a private installation.',
      schema: POSTMAN_SCHEMA,
    },
    auth: {type: 'bearer', bearer: [{key: 'token', value: '{{accessToken}}', type: 'string'}]},
    variable: [
      {key: 'baseUrl', value: defaultServerUrl(doc), type: 'string'},
      {key: 'accessToken', value: '', type: 'string'},
    ],
    item: tags.map((tag) => ({
      name: tag,
      description: tagDescriptions.get(tag),
      item: operations
        .filter((op) => op.tag === tag)
        .map((op) => {
          const request = buildRequest(doc, op);
          return {id: op.id, name: op.summary, request, response: buildResponses(op, request)};
        }),
    })),
  };
}
