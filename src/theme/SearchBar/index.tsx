/**
 * The navbar search: DocSearch's button plus its hotkeys (cmd+k, ctrl+k, '/'
 * outside editable fields). The modal (local index or Algolia), the local
 * engine and the Ask panel are separate chunks loaded on first use; the
 * modal's is prefetched when the pointer or focus reaches the button, so
 * pages stay light.
 */
import React, {lazy, Suspense, useCallback, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {defaultSettings, pluginName, type SearchSettings} from '@site/src/search/settings';
import {panelTitle} from '@site/src/search/labels';
import {useSearchHotkeys} from './hotkeys';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './button.css';

const loadLocal = () => import('./LocalModal');
const loadAlgolia = () => import('./AlgoliaModal');
const LocalModal = lazy(loadLocal);
const AlgoliaModal = lazy(loadAlgolia);
const AskPanel = lazy(() => import('./Ask/AskPanel'));

type View = {kind: 'closed'} | {kind: 'search'; query: string} | {kind: 'ask'; query: string};

export default function SearchBar(): ReactNode {
  const settings = (usePluginData(pluginName) as SearchSettings | undefined) ?? defaultSettings;
  const baseUrl = useBaseUrl('/');
  const [view, setView] = useState<View>({kind: 'closed'});
  const buttonRef = useRef<HTMLButtonElement>(null);
  const prefetched = useRef(false);
  const {algolia} = settings;
  const ownAsk = settings.ask.engine !== 'algolia';
  const askLabel = panelTitle(settings.ask.engine === 'proxy');

  const prefetch = useCallback(() => {
    if (prefetched.current) return;
    prefetched.current = true;
    if (algolia) void loadAlgolia();
    else void loadLocal().then((m) => m.prefetch(baseUrl));
  }, [algolia, baseUrl]);

  const onOpen = useCallback(() => setView({kind: 'search', query: ''}), []);
  const onClose = useCallback(() => {
    setView({kind: 'closed'});
    buttonRef.current?.focus();
  }, []);
  const onLeaveAsk = useCallback(() => setView((v) => (v.kind === 'ask' ? {kind: 'search', query: v.query} : v)), []);
  const onSearch = useCallback((query: string) => setView({kind: 'search', query}), []);
  const onAsk = useCallback((query: string) => setView({kind: 'ask', query}), []);

  useSearchHotkeys({isOpen: view.kind !== 'closed', isAsk: view.kind === 'ask'}, {onOpen, onClose, onLeaveAsk});

  let content: ReactNode = null;
  if (view.kind === 'ask' && ownAsk) {
    content = (
      <AskPanel
        settings={settings}
        baseUrl={baseUrl}
        initialQuestion={view.query}
        onBack={onSearch}
        onClose={onClose}
      />
    );
  } else if (view.kind !== 'closed') {
    content = algolia ? (
      <AlgoliaModal
        algolia={algolia}
        ownAsk={ownAsk}
        askLabel={askLabel}
        query={view.query}
        onClose={onClose}
        onAsk={onAsk}
      />
    ) : (
      <LocalModal baseUrl={baseUrl} askLabel={askLabel} query={view.query} onClose={onClose} onAsk={onAsk} />
    );
  }

  return (
    <>
      <span onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
        <DocSearchButton
          ref={buttonRef}
          onClick={onOpen}
          translations={{buttonText: 'Search', buttonAriaLabel: 'Search'}}
        />
      </span>
      {content &&
        createPortal(
          <Suspense fallback={<div className="DocSearch-Container" aria-busy="true" />}>{content}</Suspense>,
          document.body,
        )}
    </>
  );
}
