/**
 * The search modal on Algolia DocSearch (when the build is configured for
 * it): DocSearch 4, whose own Ask AI answers when an Algolia assistant is set.
 */
import React, {useMemo, useState, type ReactNode} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {sectionForPath} from '@site/src/sections';
import {missingResultsUrl, searchTranslations, siteNavigator, toSitePath} from '@site/src/search/modalOptions';
import {sanitizeDocSearchStorage} from '@site/src/search/storage';
import type {AlgoliaSettings} from '@site/src/search/settings';
import {loadStylesheets} from '@site/src/plugins/lazy-stylesheets/load';
import modalStyles from '@docsearch/css/dist/modal.css?stylesheet';
import searchStyles from './styles.css?stylesheet';
import {AskEntry, useAskShortcut} from './askEntry';

await loadStylesheets([modalStyles, searchStyles]);

interface Props {
  algolia: AlgoliaSettings;
  /** Whether Ask is ours (offline or the proxy) rather than DocSearch's assistant. */
  ownAsk: boolean;
  /** The Ask entry's label (the Ask panel's title). */
  askLabel: string;
  query: string;
  onClose: () => void;
  onAsk: (query: string) => void;
}

export default function AlgoliaModal({algolia, ownAsk, askLabel, query, onClose, onAsk}: Props): ReactNode {
  const history = useHistory();
  const section = sectionForPath(useLocation().pathname);
  const [assistantActive, setAssistantActive] = useState(false);

  useMemo(() => sanitizeDocSearchStorage(algolia.indexName), [algolia.indexName]);
  useAskShortcut(ownAsk, query, onAsk);
  const navigator = useMemo(() => siteNavigator((path) => history.push(path)), [history]);

  return (
    <DocSearchModal
      appId={algolia.appId}
      apiKey={algolia.apiKey}
      indexName={algolia.indexName}
      initialQuery={query}
      initialScrollY={window.scrollY}
      onClose={onClose}
      placeholder="Search docs"
      translations={searchTranslations}
      navigator={navigator}
      getMissingResultsUrl={missingResultsUrl}
      hitComponent={({hit, children}) => <Link to={toSitePath(hit.url)}>{children}</Link>}
      transformItems={(items) => items.map((item) => ({...item, url: toSitePath(item.url)}))}
      searchParameters={{facetFilters: ['language:en'], optionalFilters: [`docusaurus_tag:docs-${section.id}-current`]}}
      // Our own Ask engines are offered as a footer entry (and Ctrl/Cmd+I), so
      // Enter keeps opening the top hit; DocSearch's Ask AI keeps its own entry.
      askAi={ownAsk ? undefined : (algolia.assistantId ?? undefined)}
      resultsFooterComponent={
        ownAsk ? ({state}) => <AskEntry label={askLabel} query={state.query} onAsk={onAsk} /> : undefined
      }
      onAskAiToggle={(active) => setAssistantActive(!ownAsk && active)}
      isAskAiActive={!ownAsk && assistantActive}
      recentSearchesLimit={7}
    />
  );
}
