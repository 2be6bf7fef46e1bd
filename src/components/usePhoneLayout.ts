import {useState} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';

// Docusaurus's breakpoint between the mobile and desktop layouts.
const phoneQuery = '(max-width: 996px)';

/**
 * Whether the page is in its phone layout, already on the first render.
 * Docusaurus's `useWindowSize` answers "ssr" until its effect has run, so
 * parts that differ by layout render their desktop form first, hydrate it,
 * then render again; on a phone this reads the screen from the start.
 */
export function usePhoneLayout(): boolean {
  const windowSize = useWindowSize();
  const [phoneAtFirst] = useState(() => typeof window !== 'undefined' && window.matchMedia(phoneQuery).matches);
  return windowSize === 'mobile' || (windowSize === 'ssr' && phoneAtFirst);
}
