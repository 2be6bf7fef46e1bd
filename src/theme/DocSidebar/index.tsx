import React, {useState, type ReactNode} from 'react';
import Original from '@theme-original/DocSidebar';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useWindowSize} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof DocSidebarType>;

// Docusaurus's breakpoint between the mobile and desktop layouts.
const phoneQuery = '(max-width: 996px)';

/*
 * The server renders the desktop sidebar, which phones hide. Docusaurus
 * hydrates it there anyway, then drops it for the phone menu's copy: on a
 * phone that was the costliest part of hydration. This goes straight to the
 * phone menu's copy when the screen is a phone's (Preact's hydration drops
 * the server's desktop sidebar).
 */
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const [phoneAtFirst] = useState(() => typeof window !== 'undefined' && window.matchMedia(phoneQuery).matches);
  const phone = windowSize === 'mobile' || (windowSize === 'ssr' && phoneAtFirst);
  return phone ? <DocSidebarMobile {...props} /> : <Original {...props} />;
}
