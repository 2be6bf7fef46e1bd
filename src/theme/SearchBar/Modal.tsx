/**
 * The lazily loaded part of the navbar search: DocSearch's modal (against the
 * local index, or Algolia when configured) and the Ask panel.
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {sectionForPath} from '@site/src/sections';
import {siteLinks} from '@site/src/siteLinks';
import {createLocalSearchClient} from '@site/src/search/adapter';
import {getEngine, prefetchIndex, timedSearch} from '@site/src/search/client';
import {rewriteDocsPrefix} from '@site/src/search/engine';
import {sanitizeDocSearchStorage} from '@site/src/search/storage';
import type {SearchSettings} from '@site/src/search/settings';
import AskPanel from '@site/src/search/AskPanel';
import {loadStylesheets} from '@site/src/plugins/lazy-stylesheets/load';
import modalStyles from '@docsearch/css/dist/modal.css?stylesheet';
import searchStyles from './styles.css?stylesheet';

// Pages load without the modal's styles; the modal shows once they apply.
await loadStylesheets([modalStyles, searchStyles]);

/** Index name under which DocSearch keeps recent and favourite searches in local mode. */
export const localIndexName = 'vantage-local';

export function prefetch(settings: SearchSettings, baseUrl: string): void {
  if (!settings.algolia) prefetchIndex(baseUrl);
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

interface Props {
  settings: SearchSettings;
  baseUrl: string;
  view: 'search' | 'ask';
  query: string;
  onClose: () => void;
  onSearch: (query: string) => void;
  onAsk: (query: string) => void;
}

export default function SearchModal({settings, baseUrl, view, query, onClose, onSearch, onAsk}: Props): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const section = sectionForPath(location.pathname);
  const contextSection = section.id;
  const algolia = settings.algolia;
  const indexName = algolia?.indexName ?? localIndexName;
  // DocSearch's own Ask AI (Algolia assistant) is toggled inside its modal.
  const [algoliaAskActive, setAlgoliaAskActive] = useState(false);

  // Stored recent and favourite searches are validated before DocSearch reads them.
  useMemo(() => sanitizeDocSearchStorage(indexName), [indexName]);

  const transformSearchClient = useCallback(
    () =>
      createLocalSearchClient(getEngine(baseUrl), {
        contextSection: () => contextSection,
        run: (q, o) => timedSearch(q, o, baseUrl),
      }) as unknown as ReturnType<NonNullable<React.ComponentProps<typeof DocSearchModal>['transformSearchClient']>>,
    [baseUrl, contextSection],
  );

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(toSitePath(itemUrl));
      },
      navigateNewTab({itemUrl}: {itemUrl: string}) {
        window.open(toSitePath(itemUrl), '_blank', 'noopener');
      },
      navigateNewWindow({itemUrl}: {itemUrl: string}) {
        window.open(toSitePath(itemUrl), '_blank', 'noopener');
      },
    }),
    [history],
  );

  // Ctrl/Cmd+I asks the current query.
  useEffect(() => {
    if (view !== 'search' || settings.ask.engine === 'algolia') return undefined;
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'i') {
        event.preventDefault();
        event.stopPropagation();
        const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
        onAsk(input?.value ?? query);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [view, query, onAsk, settings.ask.engine]);

  if (view === 'ask' && settings.ask.engine !== 'algolia') {
    return <AskPanel settings={settings} baseUrl={baseUrl} initialQuestion={query} onBack={onSearch} onClose={onClose} />;
  }

  const ownAsk = settings.ask.engine !== 'algolia';
  return (
    <DocSearchModal
      appId={algolia?.appId ?? 'local'}
      apiKey={algolia?.apiKey ?? 'local'}
      indexName={indexName}
      initialQuery={query}
      initialScrollY={window.scrollY}
      onClose={onClose}
      placeholder="Search docs"
      translations={searchTranslations}
      navigator={navigator}
      getMissingResultsUrl={missingResultsUrl}
      hitComponent={({hit, children}) => <Link to={toSitePath(hit.url)}>{children}</Link>}
      transformItems={(items) => items.map((item) => ({...item, url: toSitePath(item.url)}))}
      transformSearchClient={algolia ? undefined : transformSearchClient}
      searchParameters={
        algolia
          ? {
              facetFilters: ['language:en'],
              optionalFilters: [`docusaurus_tag:docs-${section.id}-current`],
            }
          : undefined
      }
      // Our own Ask engines are offered as a footer entry (and Ctrl/Cmd+I), so
      // Enter keeps opening the top hit; DocSearch's Ask AI keeps its own entry.
      askAi={ownAsk ? undefined : (algolia?.assistantId ?? undefined)}
      resultsFooterComponent={
        ownAsk
          ? ({state}) => (
              <button type="button" className="vantage-ask-entry" onClick={() => onAsk(state.query)}>
                <span className="vantage-ask-entry-label">Ask AI:</span> {state.query}
                <kbd className="vantage-ask-entry-key">Ctrl I</kbd>
              </button>
            )
          : undefined
      }
      onAskAiToggle={(active) => {
        if (!ownAsk) setAlgoliaAskActive(active);
      }}
      isAskAiActive={ownAsk ? false : algoliaAskActive}
      recentSearchesLimit={7}
    />
  );
}
