import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {twinPath} from '@site/src/plugins/llms/twin';

type Props = WrapperProps<typeof MetadataType>;

// Adds <link rel="alternate" type="text/markdown"> pointing at the page's Markdown twin.
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <Head>
        <link rel="alternate" type="text/markdown" href={twinPath(metadata.permalink)} />
      </Head>
    </>
  );
}
