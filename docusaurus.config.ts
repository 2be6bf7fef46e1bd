import type {Config, Plugin} from '@docusaurus/types';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {sections, sectionEntry} from './src/sections';
import {loadRedirects, redirectSources} from './src/redirects';
import {siteLinks} from './src/siteLinks';
import {socialIconsHtml} from './src/footerSocial';
import {readFileSync} from 'node:fs';
import {accessibleTheme} from './src/prismTheme';
import llmsPlugin from './src/plugins/llms';
import searchIndexPlugin from './src/plugins/search-index';
import remarkDiagrams from './src/plugins/diagrams/remark';
import remarkPageChecks from './src/plugins/page-checks/remark';
import rehypeLazySections from './src/plugins/lazy-sections/rehype';
import rehypeTableRegions from './src/plugins/table-regions/rehype';
import lazySectionsPlugin from './src/plugins/lazy-sections';
import lazyStylesheetsPlugin from './src/plugins/lazy-stylesheets';
import afterHydrationPlugin from './src/plugins/after-hydration';
import docsearchFixesPlugin from './src/plugins/docsearch-fixes';
import staticContentPlugin from './src/plugins/static-content';
import islandsPlugin from './src/plugins/islands';
import idlePrefetchPlugin from './src/plugins/idle-prefetch';
import compileHintsPlugin from './src/plugins/compile-hints';
import firstLoadPlugin from './src/plugins/first-load';
import nginxRedirectsPlugin from './src/plugins/nginx-redirects';
import redirectChecksPlugin from './src/plugins/redirect-checks';

const siteTitle = 'Vantage Compute Documentation';
const baseUrl = '/';
// Changing the id shows the bar again to readers who dismissed an older one.
const announcementId = 'docs-site-2025';
const storageGuard = readFileSync(`${__dirname}/src/inline/storageGuard.js`, 'utf8').replace(
  "'__ANNOUNCEMENT_ID__'",
  JSON.stringify(announcementId),
);

const redirects = loadRedirects(__dirname);
// `createRedirects`, not `redirects`: the site config ships whole to the browser, a function option is left
// out of it, and the list is not needed there.
const redirectOptions: RedirectOptions = {createRedirects: redirectSources(redirects)};

// A plugin, not the config's headTags: the site config ships whole to the browser, and these scripts belong in the HTML only.
const cleanUrl = readFileSync(`${__dirname}/src/inline/cleanUrl.js`, 'utf8');
function inlineHeadScriptsPlugin(): Plugin {
  return {
    name: 'inline-head-scripts',
    injectHtmlTags: () => ({headTags: [storageGuard, cleanUrl].map((innerHTML) => ({tagName: 'script', innerHTML}))}),
  };
}

const docsInstances = sections.map((section): [string, DocsOptions] => [
  '@docusaurus/plugin-content-docs',
  {
    id: section.id,
    path: section.folder,
    routeBasePath: section.routeBasePath,
    sidebarPath: './sidebars.ts',
    versions: {current: {label: 'Next'}},
    showLastUpdateTime: false,
    beforeDefaultRemarkPlugins: [
      [remarkPageChecks, {siteDir: __dirname}],
      [remarkDiagrams, {siteDir: __dirname, baseUrl}],
    ],
    rehypePlugins: [rehypeTableRegions, rehypeLazySections],
  } as DocsOptions,
]);

const config: Config = {
  title: siteTitle,
  tagline: 'High Performance Computing, Evolved',
  favicon: 'img/favicon.svg',
  url: 'https://docs.vantagecompute.ai',
  baseUrl,
  trailingSlash: false,
  organizationName: 'vantagecompute',
  projectName: 'vantage-docs',

  future: {v4: true, faster: true},
  // Stored keys carry no site suffix: 'theme', 'docs-preferred-version-<id>', ...
  storage: {type: 'localStorage', namespace: false},

  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en'},
    },
  },

  scripts: [{src: '/js/error-suppression.js'}],
  clientModules: ['./src/clientModules/routeLoadError.ts'],

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...docsInstances,
    inlineHeadScriptsPlugin,
    llmsPlugin,
    searchIndexPlugin,
    idlePrefetchPlugin,
    compileHintsPlugin,
    firstLoadPlugin,
    lazySectionsPlugin,
    lazyStylesheetsPlugin,
    afterHydrationPlugin,
    docsearchFixesPlugin,
    staticContentPlugin(sections.map((s) => s.folder)),
    islandsPlugin(sections.map((s) => s.folder)),
    ['@docusaurus/plugin-ideal-image', {quality: 100, sizes: [200, 500], disableInDev: false}],
    ['@docusaurus/plugin-client-redirects', redirectOptions],
    redirectChecksPlugin(redirects),
    nginxRedirectsPlugin,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#0b3d5c'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 5},
    announcementBar: {
      id: announcementId,
      // Short enough for two lines on a 390 px phone; colours follow the theme (custom.css).
      content:
        'New Vantage Compute docs. Questions? <a href="mailto:support@vantagecompute.ai">support@vantagecompute.ai</a>',
      backgroundColor: 'var(--site-announcement-bg)',
      textColor: 'var(--site-announcement-fg)',
      isCloseable: true,
    },
    navbar: {
      title: 'Vantage Compute',
      hideOnScroll: true,
      logo: {alt: 'Vantage Compute logo', src: 'img/logo.svg', href: '/', width: 32, height: 32},
      items: [
        {type: 'custom-sectionSelector', position: 'left'},
        // Sections the selector leaves out (getting started) get a link of their own, in the phone menu too.
        ...sections
          .filter((s) => !s.inSelector)
          .map((s) => ({
            to: sectionEntry(s),
            label: s.label,
            position: 'left' as const,
            activeBaseRegex: `^${sectionEntry(s)}`,
          })),
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Documentation',
          items: sections.map((s) => ({label: s.inSelector ? `${s.label} docs` : s.label, to: sectionEntry(s)})),
        },
        {
          title: 'Community',
          items: [
            {label: 'Community chat (Slack)', href: siteLinks.chat},
            {label: 'Support', href: siteLinks.support},
            {label: 'GitHub', href: siteLinks.codeHost},
          ],
        },
        {
          title: 'Company',
          items: [
            {label: 'vantagecompute.ai', href: siteLinks.company},
            {label: 'Vantage app', href: siteLinks.app},
            {html: socialIconsHtml()},
          ],
        },
      ],
      copyright: 'Copyright © 2025 Vantage Compute Corporation.',
    },
    prism: {
      theme: accessibleTheme(prismThemes.github),
      darkTheme: accessibleTheme(prismThemes.dracula),
      additionalLanguages: ['bash', 'json', 'yaml', 'ini', 'toml', 'python', 'http'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
