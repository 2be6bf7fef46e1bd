import {afterEach, describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import staticContentPlugin from './index';

type Configure = (
  config: object,
  isServer: boolean,
  utils: {currentBundler: {instance: {NormalModuleReplacementPlugin: new (...args: unknown[]) => object}}},
) => {
  module?: {rules: unknown[]};
  resolve?: {alias: Record<string, string>};
};

function configure(isServer: boolean) {
  const context = {siteDir: '/site', siteConfig: {themeConfig: {}}} as unknown as LoadContext;
  const plugin = staticContentPlugin(['docs'])(context);
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}};
  return (plugin.configureWebpack as unknown as Configure)({}, isServer, utils);
}

describe('static-content plugin', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('turns doc modules into stubs in the production browser bundle', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const config = configure(false);
    expect(config.module?.rules).toHaveLength(1);
    expect(Object.keys(config.resolve?.alias ?? {})).toContain('@theme/MDXContent');
  });

  it('leaves `npm start` alone: there is no server HTML to adopt in development', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(configure(false)).toEqual({});
  });

  it('leaves the server bundle alone', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(configure(true)).toEqual({});
  });
});
