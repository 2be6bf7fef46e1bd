/**
 * Writes the generated REST API files from src/data/openapi.json:
 * - api/reference.md                           the reference page served at /api/reference
 * - static/openapi.json                        the document, offered for download at /openapi.json
 * - static/vantage-api.postman_collection.json a Postman collection (v2.1) built from it
 * scripts/generate.ts runs every src/generators/<name>/generate.ts before `start` and `build`.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {loadDocument} from './openapi';
import {renderReference} from './markdown';
import {buildPostmanCollection} from './postman';

export const OUTPUTS = {
  reference: path.join('api', 'reference.md'),
  openapi: path.join('static', 'openapi.json'),
  postman: path.join('static', 'vantage-api.postman_collection.json'),
} as const;

async function write(siteDir: string, relative: string, content: string): Promise<void> {
  const target = path.join(siteDir, relative);
  await mkdir(path.dirname(target), {recursive: true});
  await writeFile(target, content, 'utf8');
}

export async function generate(siteDir: string): Promise<void> {
  const doc = await loadDocument(siteDir);
  await write(siteDir, OUTPUTS.reference, renderReference(doc));
  await write(siteDir, OUTPUTS.openapi, JSON.stringify(doc, null, 2) + '\n');
  await write(siteDir, OUTPUTS.postman, JSON.stringify(buildPostmanCollection(doc), null, 2) + '\n');
}
