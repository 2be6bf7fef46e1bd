/**
 * /search?q=...&section=...: full results with highlighted snippets, a
 * section filter with counts, and more results on demand. Works offline from
 * the local index, or against Algolia when the build is configured for it.
 * Query and content are always rendered as text.
 */
import React, {useEffect, useMemo, useState, type FormEvent, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {sections} from '@site/src/sections';
import {siteLinks} from '@site/src/siteLinks';
import {timedSearch} from '@site/src/search/client';
import {defaultSettings, pluginName, type SearchSettings} from '@site/src/search/settings';
import {highlight, snippet, type Segment} from '@site/src/search/text';
import {algoliaSearch, type PageResult} from '@site/src/search/page/algolia';
import {searchSuggestions} from '@site/src/search/suggestions';
import styles from './search.module.css';

const pageSize = 20;

type State =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'done'; results: PageResult[]; total: number; facets: Record<string, number>; partial: boolean};

/** A finished request, tagged with what it was for. */
type Settled = {q: string; section: string | null; limit: number; attempt: number; state: State};

function Marked({segments}: {segments: Segment[]}): ReactNode {
  return (
    <>
      {segments.map((s, i) =>
        s.hit ? <mark key={i}>{s.text}</mark> : <React.Fragment key={i}>{s.text}</React.Fragment>,
      )}
    </>
  );
}

/** The mark of a result that lacks one of the query's words (the engine ranks it among the others). */
const lacksWord = 'lacks one word';

function ResultList({results}: {results: PageResult[]}): ReactNode {
  return (
    <ol className={styles.results}>
      {results.map((r) => (
        <li key={r.url} className={styles.result}>
          <span className={styles.section}>{sections.find((s) => s.id === r.section)?.label ?? r.section}</span>
          {r.partial && <span className={styles.lacks}>{lacksWord}</span>}
          <h2 className={styles.resultTitle}>
            <Link to={r.url}>
              <Marked segments={r.title} />
              {r.headings.length > 0 && <span className={styles.headings}> › {r.headings.join(' › ')}</span>}
            </Link>
          </h2>
          <p className={styles.snippet}>
            <Marked segments={r.snippet} />
          </p>
        </li>
      ))}
    </ol>
  );
}

function readParams(search: string): {q: string; section: string | null} {
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').slice(0, 256);
  const section = params.get('section');
  return {q, section: section && sections.some((s) => s.id === section) ? section : null};
}

function searchUrl(q: string, section: string | null): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (section) params.set('section', section);
  const s = params.toString();
  return s ? `/search?${s}` : '/search';
}

function Spinner(): ReactNode {
  return (
    <div className={styles.status} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading search results…</span>
    </div>
  );
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const settings = (usePluginData(pluginName) as SearchSettings | undefined) ?? defaultSettings;
  const {q, section} = useMemo(() => readParams(location.search), [location.search]);
  const [input, setInput] = useState(q);
  const [limit, setLimit] = useState(pageSize);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [lastQ, setLastQ] = useState(q);
  // Bumped by Retry: runs the same request again (failed index files are never cached).
  const [attempt, setAttempt] = useState(0);

  // A new query from the URL (back/forward, a link) resets the box and the page size.
  if (q !== lastQ) {
    setLastQ(q);
    setInput(q);
    setLimit(pageSize);
  }

  useEffect(() => {
    if (!q.trim()) return undefined;
    let cancelled = false;
    const run = async () => {
      if (settings.algolia) return {...(await algoliaSearch(settings.algolia, q, section, limit)), partial: false};
      const page = await timedSearch(q, {sections: section ? [section] : undefined, limit}, baseUrl);
      const results: PageResult[] = page.hits.map((hit) => ({
        url: hit.url,
        title: highlight(hit.title, hit.terms, hit.prefixes),
        headings: hit.headings,
        section: hit.section,
        snippet: snippet(hit.text, hit.terms, hit.prefixes, 240, hit.codeSpans),
        partial: hit.partial === true,
      }));
      return {results, total: page.total, facets: page.facets, partial: page.partial};
    };
    run().then(
      (r) => !cancelled && setSettled({q, section, limit, attempt, state: {status: 'done', ...r}}),
      () => !cancelled && setSettled({q, section, limit, attempt, state: {status: 'error'}}),
    );
    return () => {
      cancelled = true;
    };
  }, [q, section, limit, settings.algolia, baseUrl, attempt]);

  // What to show: the settled result for this request; while more results load,
  // the previous page of the same query stays on screen.
  let state: State = {status: 'idle'};
  if (q.trim()) {
    if (
      settled &&
      settled.q === q &&
      settled.section === section &&
      settled.limit === limit &&
      settled.attempt === attempt
    )
      state = settled.state;
    else if (settled && settled.q === q && settled.section === section && settled.state.status === 'done')
      state = settled.state;
    else state = {status: 'loading'};
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    history.push(searchUrl(input.trim(), section));
  };

  const totalAll = state.status === 'done' ? Object.values(state.facets).reduce((a, b) => a + b, 0) : 0;
  const title = q ? `Search results for "${q}"` : 'Search the documentation';

  return (
    <Layout title={q ? `Search: ${q}` : 'Search'} description="Search the Vantage Compute documentation.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        <form className={styles.form} role="search" onSubmit={onSubmit}>
          <input
            className={styles.input}
            type="search"
            name="q"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder="Search docs"
            aria-label="Search query"
            maxLength={256}
            autoComplete="off"
          />
          <button className="button button--primary" type="submit">
            Search
          </button>
        </form>

        {q && (
          <nav className={styles.facets} aria-label="Filter by section">
            <Link className={styles.facet} aria-current={section === null ? 'page' : undefined} to={searchUrl(q, null)}>
              All sections{state.status === 'done' ? ` (${totalAll})` : ''}
            </Link>
            {sections.map((s) => (
              <Link
                key={s.id}
                className={styles.facet}
                aria-current={section === s.id ? 'page' : undefined}
                to={searchUrl(q, s.id)}
              >
                {s.label}
                {state.status === 'done' ? ` (${state.facets[s.id] ?? 0})` : ''}
              </Link>
            ))}
          </nav>
        )}

        {state.status === 'loading' && <Spinner />}

        {state.status === 'error' && (
          <div className={styles.message} role="alert">
            <p className={styles.messageTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
            <button className="button button--primary" type="button" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </button>
          </div>
        )}

        {state.status === 'done' && state.results.length === 0 && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>
              No results found for &quot;<strong>{q}</strong>&quot;
            </p>
            <p>Try searching for</p>
            <ul className={styles.suggestions}>
              {searchSuggestions.map((s) => (
                <li key={s}>
                  <Link to={searchUrl(s, null)}>{s}</Link>
                </li>
              ))}
            </ul>
            <p>
              Believe this query should return results?{' '}
              <a
                href={`${siteLinks.support}?${new URLSearchParams({subject: 'Documentation search', query: q}).toString()}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Let us know.
              </a>
            </p>
          </div>
        )}

        {state.status === 'done' && state.results.length > 0 && (
          <>
            {state.partial && (
              <p className={styles.partial} role="note">
                <strong>No page contains every word of &quot;{q}&quot;.</strong> Showing results for some of the words.
              </p>
            )}
            <p className={styles.count} aria-live="polite">
              {state.total} {state.total === 1 ? 'result' : 'results'}
            </p>
            {state.results.some((r) => r.partial) && (
              <p className={styles.partial} role="note">
                Results marked &quot;{lacksWord}&quot; hold every word of &quot;{q}&quot; but one.
              </p>
            )}
            <ResultList results={state.results} />
            {state.results.length < state.total && (
              <button className="button button--secondary" type="button" onClick={() => setLimit((l) => l + pageSize)}>
                Load more results
              </button>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}
