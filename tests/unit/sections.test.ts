import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {sections, sectionForPath, sectionHome} from '../../src/sections';
import {selectorModel} from '../../src/components/SectionSelector/selectorModel';

const siteDir = resolve(import.meta.dirname, '../..');

describe('sections', () => {
  it('has unique ids, folders, routes and llms files', () => {
    for (const key of ['id', 'folder', 'routeBasePath', 'llmsFile'] as const) {
      const values = sections.map((s) => s[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('has a folder with an index page for each section', () => {
    for (const s of sections) {
      const page = ['index.md', 'index.mdx'].some((name) => existsSync(resolve(siteDir, s.folder, name)));
      expect(page, s.folder).toBe(true);
    }
  });

  it('puts exactly one section at the root', () => {
    expect(sections.filter((s) => s.routeBasePath === '/')).toHaveLength(1);
  });

  it.each([
    ['/', 'getting-started'],
    ['/getting-started/sign-up', 'getting-started'],
    ['/platform', 'platform'],
    ['/platform/jobs/reference/job-scripts', 'platform'],
    ['/platformer', 'getting-started'],
    ['/cli/commands', 'cli'],
    ['/api', 'api'],
    ['/sdk/quickstart', 'sdk'],
    ['/search', 'getting-started'],
  ])('maps %s to %s', (path, id) => {
    expect(sectionForPath(path).id).toBe(id);
  });

  it('gives each section a home path', () => {
    expect(sections.map(sectionHome)).toEqual(['/', '/platform', '/cli', '/api', '/sdk']);
  });
});

describe('section selector model', () => {
  it("reads 'Documentation' outside the four sections and lists them all", () => {
    const model = selectorModel('/getting-started', false);
    expect(model.label).toBe('Documentation');
    expect(model.items.map((i) => i.label)).toEqual(['Platform', 'CLI', 'API', 'SDK']);
  });

  it('names the current section and lists the others', () => {
    const model = selectorModel('/cli/usage', false);
    expect(model.label).toBe('CLI');
    expect(model.items).toEqual([
      {label: 'Platform', to: '/platform'},
      {label: 'API', to: '/api'},
      {label: 'SDK', to: '/sdk'},
    ]);
  });

  it("appends '(Collapsed)' to Platform only", () => {
    expect(selectorModel('/platform/jobs', true).label).toBe('Platform (Collapsed)');
    expect(selectorModel('/platform/jobs', false).label).toBe('Platform');
    expect(selectorModel('/cli', true).label).toBe('CLI');
    expect(selectorModel('/', true).label).toBe('Documentation');
  });
});
