import React, {useEffect, type ReactNode} from 'react';
import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import type SidebarType from '@theme/DocRoot/Layout/Sidebar';
import type {WrapperProps} from '@docusaurus/types';
import {setSidebarCollapsed} from '@site/src/components/sidebarCollapsed';

type Props = WrapperProps<typeof SidebarType>;

// Publishes the sidebar's collapsed state for the navbar section label.
export default function SidebarWrapper(props: Props): ReactNode {
  const {hiddenSidebarContainer} = props;
  useEffect(() => {
    setSidebarCollapsed(hiddenSidebarContainer);
  }, [hiddenSidebarContainer]);
  useEffect(() => () => setSidebarCollapsed(false), []);
  return <Sidebar {...props} />;
}
