import React, {type ReactNode} from 'react';
import Original from '@theme-original/TabItem';
import type {Props} from '@theme/TabItem';
import {island} from '@site/src/plugins/islands/island';
import {tabLabelClass} from '@site/src/plugins/islands/markup';

/**
 * The panel opens with its tab's label, kept out of view (islands.css) unless
 * the group's code failed to load: then every panel shows, each under its label.
 */
function LabelledTabItem(props: Props): ReactNode {
  return (
    <Original {...props}>
      <p className={tabLabelClass}>{props.label ?? props.value}</p>
      {props.children}
    </Original>
  );
}

// An island: hydrates on its own root in the browser, where page text is server HTML (src/plugins/islands).
export default island('@theme/TabItem', LabelledTabItem);
