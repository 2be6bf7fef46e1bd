import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import {absoluteUrl, twinPath} from '@site/src/plugins/llms/twin';

type Props = WrapperProps<typeof ContentType>;

// Mounts the page actions menu (copy as Markdown, open in an assistant) beside the title.
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const markdownPath = twinPath(metadata.permalink);
  return (
    <>
      <PageActions markdownPath={markdownPath} markdownUrl={absoluteUrl(siteConfig.url, markdownPath)} />
      <Content {...props} />
    </>
  );
}
