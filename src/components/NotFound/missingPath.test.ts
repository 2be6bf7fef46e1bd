import {describe, expect, it} from 'vitest';
import {readablePath, searchTermsFromPath} from './missingPath';

describe('searchTermsFromPath', () => {
  it('turns a path into search words', () => {
    expect(searchTermsFromPath('/platform/jobs/old-scripts.html')).toBe('platform jobs old scripts');
    expect(searchTermsFromPath('/cli/job_submission/2024/list')).toBe('cli job submission list');
  });

  it('decodes escapes and survives malformed ones', () => {
    expect(searchTermsFromPath('/licenses/flex%20lm')).toBe('licenses flex lm');
    expect(searchTermsFromPath('/bad/%E0%A4%A')).toBe('bad %E0%A4%A');
  });

  it('gives nothing for the root and caps long paths', () => {
    expect(searchTermsFromPath('/')).toBe('');
    expect(searchTermsFromPath(`/${'word/'.repeat(50)}`).length).toBeLessThanOrEqual(100);
  });
});

describe('readablePath', () => {
  it('decodes valid escapes and keeps malformed paths as they are', () => {
    expect(readablePath('/a%20b/%3Cb%3E')).toBe('/a b/<b>');
    expect(readablePath('/bad/%E0%A4%A')).toBe('/bad/%E0%A4%A');
  });
});
