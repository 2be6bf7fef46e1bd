import {describe, expect, it} from 'vitest';
import {searchTermsFromPath} from './searchTerms';

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
