import React, {type ReactNode} from 'react';

/** Layout only: the page's server HTML is all these need, so they are not islands (src/plugins/islands). */
export const serverOnly = true;

/*
 * Layout blocks for the home page (docs/index.mdx). Page text is rendered on
 * the server only (src/plugins/static-content), so these add classes and
 * nothing else: every card is a plain Markdown link, styled in custom.css.
 * The llms plugin unwraps them, so the page's Markdown twin keeps their text.
 */

/** The opening paragraph, set larger than body text. */
export function Lead({children}: {children: ReactNode}): ReactNode {
  return <div className="landing-lead">{children}</div>;
}

/** A Markdown list shown as a grid of cards; each item's first link covers its card. */
export function EntryCards({children}: {children: ReactNode}): ReactNode {
  return <div className="landing-cards">{children}</div>;
}

/** An ordered Markdown list shown as numbered steps. */
export function Steps({children}: {children: ReactNode}): ReactNode {
  return <div className="landing-steps">{children}</div>;
}
