/**
 * The navbar search: DocSearch's button plus its hotkeys (cmd+k, ctrl+k, '/'
 * outside editable fields). The modal, the local engine and the Ask panel are
 * a separate chunk loaded on first use and prefetched when the pointer or
 * focus reaches the button, so pages stay light.
 */
import React, {lazy, Suspense, useCallback, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {defaultSettings, pluginName, type SearchSettings} from '@site/src/search/settings';
import {useSearchHotkeys} from './hotkeys';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

const loadModal = () => import('./Modal');
const SearchModal = lazy(loadModal);

type View = {kind: 'closed'} | {kind: 'search'; query: string} | {kind: 'ask'; query: string};

export default function SearchBar(): ReactNode {
  const settings = (usePluginData(pluginName) as SearchSettings | undefined) ?? defaultSettings;
  const baseUrl = useBaseUrl('/');
  const [view, setView] = useState<View>({kind: 'closed'});
  const buttonRef = useRef<HTMLButtonElement>(null);
  const prefetched = useRef(false);

  const prefetch = useCallback(() => {
    if (prefetched.current) return;
    prefetched.current = true;
    void loadModal().then((m) => m.prefetch(settings, baseUrl));
  }, [settings, baseUrl]);

  const onOpen = useCallback(() => setView({kind: 'search', query: ''}), []);
  const onClose = useCallback(() => {
    setView({kind: 'closed'});
    buttonRef.current?.focus();
  }, []);
  const onLeaveAsk = useCallback(() => setView((v) => (v.kind === 'ask' ? {kind: 'search', query: v.query} : v)), []);

  useSearchHotkeys({isOpen: view.kind !== 'closed', isAsk: view.kind === 'ask'}, {onOpen, onClose, onLeaveAsk});

  return (
    <>
      <span onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
        <DocSearchButton ref={buttonRef} onClick={onOpen} translations={{buttonText: 'Search', buttonAriaLabel: 'Search (Ctrl+K)'}} />
      </span>
      {view.kind !== 'closed' &&
        createPortal(
          <Suspense fallback={<div className="DocSearch-Container" aria-busy="true" />}>
            <SearchModal
              settings={settings}
              baseUrl={baseUrl}
              view={view.kind}
              query={view.query}
              onClose={onClose}
              onSearch={(query) => setView({kind: 'search', query})}
              onAsk={(query) => setView({kind: 'ask', query})}
            />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
