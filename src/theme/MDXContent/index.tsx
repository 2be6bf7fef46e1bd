import React, {type ReactNode} from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import {staticContentClasses} from '@site/src/plugins/static-content/markup';

type Props = WrapperProps<typeof MDXContentType>;

// Server side: marks the page text the browser adopts as static HTML.
export default function MDXContentWrapper(props: Props): ReactNode {
  return (
    <div className={staticContentClasses}>
      <MDXContent {...props} />
    </div>
  );
}
