import React, {type ComponentType, type ReactNode} from 'react';
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SectionSelector from '@site/src/components/SectionSelector';
import ServerMarkup from '@site/src/components/ServerMarkup';
import {usePhoneLayout} from '@site/src/components/usePhoneLayout';

/*
 * The navbar's dropdowns are hidden on phones, where the menu lists the same
 * items (rendered with `mobile`). There they keep their server markup,
 * unhydrated, until the layout turns desktop.
 */
function desktopOnly<P extends {mobile?: boolean}>(Component: ComponentType<P>): ComponentType<P> {
  function DesktopOnly(props: P): ReactNode {
    const phone = usePhoneLayout();
    return phone && !props.mobile ? <ServerMarkup /> : <Component {...props} />;
  }
  DesktopOnly.displayName = `DesktopOnly(${Component.displayName ?? Component.name})`;
  return DesktopOnly;
}

// Registers our navbar item type next to the stock ones.
export default {
  ...ComponentTypes,
  localeDropdown: desktopOnly(ComponentTypes.localeDropdown),
  'custom-sectionSelector': desktopOnly(SectionSelector),
};
