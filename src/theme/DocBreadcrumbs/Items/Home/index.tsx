import React, {type ReactNode} from 'react';
import Home from '@theme-original/DocBreadcrumbs/Items/Home';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {prefixedSectionForPath, sectionHome} from '@site/src/sections';

/*
 * After the home crumb, names the section the page belongs to (Platform, CLI,
 * SDK, API), so a reader arriving from search knows where they are. The
 * getting-started pages need no such crumb: their sidebar category says it.
 */
export default function HomeBreadcrumbItemWithSection(): ReactNode {
  const {pathname} = useLocation();
  const section = prefixedSectionForPath(pathname);
  return (
    <>
      <Home />
      {section && (
        <li className="breadcrumbs__item breadcrumbs__item--section">
          <Link className="breadcrumbs__link" to={sectionHome(section)}>
            {section.label}
          </Link>
        </li>
      )}
    </>
  );
}
