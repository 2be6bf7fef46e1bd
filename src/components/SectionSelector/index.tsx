import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {useSidebarCollapsed} from '../sidebarCollapsed';
import {selectorModel} from './selectorModel';

interface Props {
  mobile?: boolean;
  position?: 'left' | 'right';
}

/** Navbar dropdown naming the current section and linking the others. */
export default function SectionSelector({mobile, position}: Props): ReactNode {
  const {pathname} = useLocation();
  const collapsed = useSidebarCollapsed();
  const {label, items} = selectorModel(pathname, collapsed);
  return <DropdownNavbarItem mobile={mobile} position={position} label={label} items={items} />;
}
