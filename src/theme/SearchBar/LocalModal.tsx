/**
 * The search modal on the local index: DocSearch 3's modal. Its code is a
 * quarter of DocSearch 4's, which bundles Algolia's Ask AI client (AI SDK,
 * zod, marked) that the local index never uses; DocSearch 4 stays for
 * Algolia builds (AlgoliaModal.tsx).
 */
import React, {useCallback, useMemo, type ReactNode} from 'react';
import {DocSearchModal} from 'docsearch-react-3';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {sectionForPath} from '@site/src/sections';
import {createLocalSearchClient} from '@site/src/search/adapter';
import {getEngine, prefetchIndex, timedSearch} from '@site/src/search/client';
import {
  localIndexName,
  missingResultsUrl,
  searchTranslations,
  siteNavigator,
  toSitePath,
} from '@site/src/search/modalOptions';
import {sanitizeDocSearchStorage} from '@site/src/search/storage';
import {loadStylesheets} from '@site/src/plugins/lazy-stylesheets/load';
import modalStyles from 'docsearch-css-3/dist/modal.css?stylesheet';
import searchStyles from './styles.css?stylesheet';
import localStyles from './local.css?stylesheet';
import {AskEntry, useAskShortcut} from './askEntry';

// Pages load without the modal's styles; the modal shows once they apply.
await loadStylesheets([modalStyles, searchStyles, localStyles]);

interface Props {
  baseUrl: string;
  /** The Ask entry's label (the Ask panel's title). */
  askLabel: string;
  query: string;
  onClose: () => void;
  onAsk: (query: string) => void;
}

export default function LocalModal({baseUrl, askLabel, query, onClose, onAsk}: Props): ReactNode {
  const history = useHistory();
  const contextSection = sectionForPath(useLocation().pathname).id;

  // Stored recent and favourite searches are validated before DocSearch reads them.
  useMemo(() => sanitizeDocSearchStorage(localIndexName), []);
  useAskShortcut(true, query, onAsk);

  const transformSearchClient = useCallback(
    () =>
      createLocalSearchClient(getEngine(baseUrl), {
        contextSection: () => contextSection,
        run: (q, o) => timedSearch(q, o, baseUrl),
      }) as unknown as ReturnType<NonNullable<React.ComponentProps<typeof DocSearchModal>['transformSearchClient']>>,
    [baseUrl, contextSection],
  );
  const navigator = useMemo(() => siteNavigator((path) => history.push(path)), [history]);

  return (
    <DocSearchModal
      appId="local"
      apiKey="local"
      indexName={localIndexName}
      initialQuery={query}
      initialScrollY={window.scrollY}
      onClose={onClose}
      placeholder="Search docs"
      translations={searchTranslations.modal}
      navigator={navigator}
      getMissingResultsUrl={missingResultsUrl}
      hitComponent={({hit, children}) => <Link to={toSitePath(hit.url)}>{children}</Link>}
      transformItems={(items) => items.map((item) => ({...item, url: toSitePath(item.url)}))}
      transformSearchClient={transformSearchClient}
      resultsFooterComponent={({state}) => <AskEntry label={askLabel} query={state.query} onAsk={onAsk} />}
    />
  );
}

/** Starts loading the index description (cheap), on hover or focus of the search button. */
export function prefetch(baseUrl: string): void {
  prefetchIndex(baseUrl);
}
