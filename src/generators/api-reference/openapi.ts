/**
 * Minimal typed view of the OpenAPI 3.1 document in src/data/openapi.json, plus the helpers
 * the reference page and the Postman collection share: $ref resolution and the list of operations.
 */
import path from 'node:path';
import {readJsonFile} from '../../jsonFile';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  contentMediaType?: string;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
  example?: unknown;
}

export interface RequestBodyObject {
  required?: boolean;
  description?: string;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  $ref?: string;
  description: string;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
  'x-permissions'?: string[];
  'x-agent-only'?: boolean;
}

export interface OpenApiDocument {
  openapi: string;
  info: {title: string; version: string; summary?: string; description?: string};
  servers?: {url: string; description?: string; variables?: Record<string, {default: string}>}[];
  security?: Record<string, string[]>[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
    securitySchemes?: Record<string, unknown>;
  };
}

/** One operation with its parameters and responses resolved. */
export interface Operation {
  id: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  description: string;
  parameters: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: [string, ResponseObject][];
  requiresAuth: boolean;
  permissions: string[];
  agentOnly: boolean;
}

export const DOCUMENT_PATH = path.join('src', 'data', 'openapi.json');

export async function loadDocument(siteDir: string): Promise<OpenApiDocument> {
  return readJsonFile<OpenApiDocument>(path.join(siteDir, DOCUMENT_PATH), siteDir);
}

/** Follow a local `#/components/...` reference. */
export function resolveRef<T>(doc: OpenApiDocument, ref: string): T {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  if (node === undefined) throw new Error(`Unresolved reference: ${ref}`);
  return node as T;
}

function deref<T extends {$ref?: string}>(doc: OpenApiDocument, value: T): T {
  return value.$ref ? deref(doc, resolveRef<T>(doc, value.$ref)) : value;
}

/** The first server URL with its variables set to their defaults. */
export function defaultServerUrl(doc: OpenApiDocument): string {
  const server = doc.servers?.[0];
  if (!server) return '';
  return server.url.replace(/\{([^}]+)\}/g, (_, name: string) => server.variables?.[name]?.default ?? name);
}

/** Every operation of the document, in tag order, then in document order. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [pathName, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const security = op.security ?? doc.security ?? [];
      operations.push({
        id: op.operationId,
        method,
        path: pathName,
        tag: op.tags?.[0] ?? 'Other',
        summary: op.summary ?? op.operationId,
        description: op.description ?? '',
        parameters: (op.parameters ?? []).map((p) => deref(doc, p)),
        requestBody: op.requestBody,
        responses: Object.entries(op.responses).map(([code, r]) => [code, deref(doc, r)] as [string, ResponseObject]),
        requiresAuth: security.length > 0,
        permissions: op['x-permissions'] ?? [],
        agentOnly: op['x-agent-only'] === true,
      });
    }
  }
  const tagOrder = (doc.tags ?? []).map((t) => t.name);
  const rank = (tag: string) => {
    const i = tagOrder.indexOf(tag);
    return i === -1 ? tagOrder.length : i;
  };
  return operations
    .map((op, index) => ({op, index}))
    .sort((a, b) => rank(a.op.tag) - rank(b.op.tag) || a.index - b.index)
    .map(({op}) => op);
}

/** Operation ids become heading anchors, so they must already be slugs. */
export function anchorFor(operationId: string): string {
  return operationId.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
}

export function tagAnchor(tag: string): string {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An example value for a parameter: its own example, else its schema's default or first enum value. */
export function parameterExample(doc: OpenApiDocument, param: ParameterObject): unknown {
  if (param.example !== undefined) return param.example;
  const schema = param.schema ? derefSchema(doc, param.schema) : undefined;
  if (schema?.default !== undefined) return schema.default;
  if (schema?.enum?.length) return schema.enum[0];
  return undefined;
}

export function derefSchema(doc: OpenApiDocument, schema: SchemaObject): SchemaObject {
  return schema.$ref ? derefSchema(doc, resolveRef<SchemaObject>(doc, schema.$ref)) : schema;
}

/** The first success (2xx) response of an operation. */
export function successResponse(op: Operation): [string, ResponseObject] | undefined {
  return op.responses.find(([code]) => code.startsWith('2'));
}

export const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '409': 'Conflict',
  '413': 'Content Too Large',
  '422': 'Unprocessable Content',
};
