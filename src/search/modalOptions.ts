/**
 * What both DocSearch modals share (the local one on DocSearch 3, the Algolia
 * one on DocSearch 4): texts, the support link, where results lead.
 */
import {siteLinks} from '../siteLinks';

/** Index name under which DocSearch keeps recent and favourite searches in local mode. */
export const localIndexName = 'vantage-local';

/** Algolia hits whose path begins with /docs/ are served at the root. */
export function rewriteDocsPrefix(url: string): string {
  if (url === '/docs') return '/';
  return url.startsWith('/docs/') ? url.slice(5) : url;
}

/** An Algolia (absolute) URL as a site path, /docs/ prefix rewritten. */
export function toSitePath(url: string): string {
  try {
    const u = new URL(url, 'https://local.invalid');
    return rewriteDocsPrefix(u.pathname) + u.hash;
  } catch {
    return url;
  }
}

export const searchTranslations = {
  modal: {
    errorScreen: {
      titleText: 'Unable to fetch results',
      helpText: 'You might want to check your network connection.',
    },
    noResultsScreen: {
      noResultsText: 'No results found for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
  },
};

/** The support page, carrying the query. */
export function missingResultsUrl({query}: {query: string}): string {
  return `${siteLinks.support}?${new URLSearchParams({subject: 'Documentation search', query}).toString()}`;
}

/** DocSearch's navigator: results open as site paths, in the app or a new tab. */
export function siteNavigator(push: (path: string) => void) {
  const open = ({itemUrl}: {itemUrl: string}) => {
    window.open(toSitePath(itemUrl), '_blank', 'noopener');
  };
  return {
    navigate({itemUrl}: {itemUrl: string}) {
      push(toSitePath(itemUrl));
    },
    navigateNewTab: open,
    navigateNewWindow: open,
  };
}
