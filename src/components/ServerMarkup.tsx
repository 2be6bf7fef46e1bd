import React, {type ReactNode} from 'react';

// Preact's hydration adopts an element with inner HTML as it stands, children included, without walking them.
const asItStands = {__html: ''};

/**
 * Takes over the server-rendered <div> in its place and leaves it as the
 * server rendered it: for parts a phone hides, which need not be hydrated
 * until the layout changes (static-content relies on the same adoption).
 */
export default function ServerMarkup(): ReactNode {
  return <div dangerouslySetInnerHTML={asItStands} suppressHydrationWarning />;
}
