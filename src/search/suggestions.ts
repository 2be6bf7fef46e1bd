/** Queries offered under 'Try searching for' when a search finds nothing: the site's main topics. */
export const searchSuggestions = [
  'create a cluster',
  'job script',
  'license server',
  'vantage cluster create',
  'notebooks',
];
