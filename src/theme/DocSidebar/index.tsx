import React, {type ReactNode} from 'react';
import Original from '@theme-original/DocSidebar';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {usePhoneLayout} from '@site/src/components/usePhoneLayout';

type Props = WrapperProps<typeof DocSidebarType>;

/*
 * The server renders the desktop sidebar, which phones hide. Docusaurus
 * hydrates it there anyway, then drops it for the phone menu's copy: on a
 * phone that was the costliest part of hydration. This goes straight to the
 * phone menu's copy when the screen is a phone's (Preact's hydration drops
 * the server's desktop sidebar).
 */
export default function DocSidebar(props: Props): ReactNode {
  return usePhoneLayout() ? <DocSidebarMobile {...props} /> : <Original {...props} />;
}
