import type {Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {parseRedirects} from '../../redirects';
import redirectChecksPlugin from '.';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

const postBuild = (list: string, routesPaths: string[]) =>
  redirectChecksPlugin(parseRedirects(list))().postBuild!({routesPaths} as PostBuildProps);

describe('redirect checks after the build', () => {
  it('pass when every legacy path leads from a non-page to a page', async () => {
    await expect(postBuild('/old /platform', ['/', '/platform'])).resolves.toBeUndefined();
  });

  it('fail the build naming the list and the redirect whose source is a page', async () => {
    await expect(postBuild('/platform /', ['/', '/platform'])).rejects.toThrow(
      'src/data/redirects.txt:\n- /platform is a page of the site',
    );
  });
});
