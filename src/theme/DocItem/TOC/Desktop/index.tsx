import React, {type ReactNode} from 'react';
import Original from '@theme-original/DocItem/TOC/Desktop';
import ServerMarkup from '@site/src/components/ServerMarkup';
import {usePhoneLayout} from '@site/src/components/usePhoneLayout';

/*
 * The server renders the desktop table of contents, which phones hide.
 * Docusaurus hydrates it there anyway (70 links on the CLI reference), then
 * drops it once its effect has read the screen size. On a phone this leaves
 * the server's markup as it stands until then.
 */
export default function DocItemTOCDesktop(): ReactNode {
  return usePhoneLayout() ? <ServerMarkup /> : <Original />;
}
