import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {sectionEntry, sections} from '@site/src/sections';
import {readablePath, searchTermsFromPath} from '@site/src/components/NotFound/missingPath';

/*
 * The 404 page: the address that was asked for, a search box (a plain form,
 * so it works before and without scripts) and the way back to every section.
 * The address is only known in the browser: the server renders 404.html once
 * for every missing path.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  // Rendered below as text, never as markup.
  const asked = isBrowser ? pathname : null;
  const terms = asked ? searchTermsFromPath(asked) : '';
  return (
    <main className={clsx('container margin-vert--xl not-found', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p className="not-found__path">
            {asked ? (
              <>
                There is no page at <code>{readablePath(asked)}</code>. It may have moved, or the link may be mistyped.
              </>
            ) : (
              'There is no page at this address. It may have moved, or the link may be mistyped.'
            )}
          </p>
          <form className="not-found__search" action="/search" method="get" role="search">
            <label htmlFor="not-found-query">Search the documentation</label>
            <input
              id="not-found-query"
              key={terms}
              type="search"
              name="q"
              defaultValue={terms}
              placeholder="For example: submit a job"
            />
            <button className="button button--primary" type="submit">
              Search
            </button>
          </form>
          <Heading as="h2">Or start from a section</Heading>
          <ul className="not-found__sections">
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={sectionEntry(section)}>{section.label}</Link>: {section.summary.replaceAll('`', '')}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/">Go to the home page</Link>, or write to{' '}
            <a href="mailto:support@vantagecompute.ai">support@vantagecompute.ai</a> if a link on this site brought you
            here.
          </p>
        </div>
      </div>
    </main>
  );
}
