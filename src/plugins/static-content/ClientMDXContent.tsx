import type {ReactNode} from 'react';

// In the browser a doc's text is static HTML: no MDX components to provide.
export default function ClientMDXContent({children}: {children: ReactNode}): ReactNode {
  return children;
}
