import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint: with this comment first in a script, Chromium
 * compiles every function while it streams the file in the background,
 * instead of on the main thread the first time each function runs. Nearly
 * every module factory in our chunks runs as the page loads, so compiling
 * them lazily added up to the longest task of a page load.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: /\.js$/,
            // After minification, which drops comments; before source maps, so they account for the line.
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
          }),
        ],
      };
    },
  };
}
