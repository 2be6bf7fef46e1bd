import {mkdtemp, mkdir, copyFile, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {validate} from '@readme/openapi-parser';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {generate, OUTPUTS} from './generate';
import {anchorFor, DOCUMENT_PATH, listOperations, loadDocument, type OpenApiDocument, type Operation} from './openapi';
import {POSTMAN_SCHEMA, type PostmanCollection} from './postman';

const siteDir = path.resolve(__dirname, '..', '..', '..');

let doc: OpenApiDocument;
let operations: Operation[];
let outDir: string;
let reference: string;
let collection: PostmanCollection;

beforeAll(async () => {
  doc = await loadDocument(siteDir);
  operations = listOperations(doc);
  // Generate into a scratch site so the test never touches the real output folders.
  outDir = await mkdtemp(path.join(os.tmpdir(), 'api-reference-'));
  await mkdir(path.join(outDir, path.dirname(DOCUMENT_PATH)), {recursive: true});
  await copyFile(path.join(siteDir, DOCUMENT_PATH), path.join(outDir, DOCUMENT_PATH));
  await generate(outDir);
  reference = await readFile(path.join(outDir, OUTPUTS.reference), 'utf8');
  collection = JSON.parse(await readFile(path.join(outDir, OUTPUTS.postman), 'utf8')) as PostmanCollection;
});

afterAll(async () => {
  if (outDir) await rm(outDir, {recursive: true, force: true});
});

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const raw = JSON.parse(await readFile(path.join(siteDir, DOCUMENT_PATH), 'utf8'));
    const result = await validate(raw);
    if (!result.valid) console.error(JSON.stringify(result.errors, null, 2));
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('covers only the Jobbergate and License Manager services', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) expect(op.path).toMatch(/^\/(jobbergate|lm)\//);
  });

  it('has unique, slug-shaped operation ids and an example for every operation', () => {
    const ids = operations.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      expect(op.id).toBe(anchorFor(op.id));
      const success = op.responses.find(([code]) => code.startsWith('2'));
      expect(success, `${op.id} has a success response`).toBeDefined();
      const content = success?.[1].content;
      if (content) {
        const media = Object.values(content)[0];
        expect(media.example, `${op.id} has a response example`).toBeDefined();
      }
      const body = op.requestBody?.content['application/json'];
      if (body) expect(body.example, `${op.id} has a request example`).toBeDefined();
    }
  });

  it('uses the real API host and bearer tokens, nothing from the illustrative pages', () => {
    const text = JSON.stringify(doc);
    expect(doc.servers?.[0].variables?.domain.default).toBe('vantagecompute.ai');
    expect(text).not.toMatch(/omnivector\.solutions\/|\/v1\/|api[_-]?key|vantage_sk_/i);
  });
});

describe('generated reference page', () => {
  it('has front matter and no h1 in the body', () => {
    expect(reference.startsWith('---\ntitle: REST API reference\n')).toBe(true);
    const body = reference.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/```[\s\S]*?```/g, '');
    expect(body).not.toMatch(/^# /m);
  });

  it('gives every operation a heading with its id, its method and path, and both examples', () => {
    for (const op of operations) {
      const start = reference.indexOf(`{#${anchorFor(op.id)}}`);
      expect(start, `heading for ${op.id}`).toBeGreaterThan(-1);
      const next = reference.indexOf('\n### ', start);
      const section = reference.slice(start, next === -1 ? undefined : next);
      expect(section).toContain('`' + `${op.method.toUpperCase()} ${op.path}` + '`');
      expect(section).toContain('```bash\ncurl');
      expect(section).toMatch(/\*\*Example response\*\*/);
      expect(section).toMatch(/\*\*Parameters\*\*/);
    }
  });

  it('has no unescaped braces outside code', () => {
    const prose = reference
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`\n]*`/g, '')
      .replace(/\{#[a-z0-9-]+\}/g, '');
    expect(prose).not.toMatch(/(^|[^\\])[{}]/m);
  });
});

describe('Postman collection', () => {
  it('uses the v2.1 format with bearer auth', () => {
    expect(collection.info.schema).toBe(POSTMAN_SCHEMA);
    expect(collection.auth.type).toBe('bearer');
    expect(collection.variable.map((v) => v.key)).toEqual(expect.arrayContaining(['baseUrl', 'accessToken']));
  });

  it('holds one request for every operation, with matching method and path', () => {
    const items = collection.item.flatMap((folder) => folder.item);
    expect(items).toHaveLength(operations.length);
    for (const op of operations) {
      const item = items.find((i) => i.id === op.id);
      expect(item, `request for ${op.id}`).toBeDefined();
      expect(item?.request.method).toBe(op.method.toUpperCase());
      const postmanPath = '/' + (item?.request.url.path ?? []).join('/');
      expect(postmanPath).toBe(op.path.replace(/\{([^}]+)\}/g, ':$1'));
    }
  });
});

describe('a malformed src/data/openapi.json', () => {
  it('stops the generator with the file, line and column', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'api-reference-broken-'));
    try {
      await mkdir(path.join(broken, path.dirname(DOCUMENT_PATH)), {recursive: true});
      await writeFile(path.join(broken, DOCUMENT_PATH), '{\n  "openapi": "3.1.0"\n  "info": {}\n}\n');
      await expect(generate(broken)).rejects.toThrow(/^src\/data\/openapi\.json:3:3: not valid JSON/);
    } finally {
      await rm(broken, {recursive: true, force: true});
    }
  });
});
