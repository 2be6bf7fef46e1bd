import {sections, sectionForPath, sectionHome, defaultSelectorLabel, type Section} from '../../sections';

export interface SelectorModel {
  label: string;
  current: Section | undefined;
  items: {label: string; to: string}[];
}

/**
 * What the navbar section selector shows on a path: the current section's
 * label (or 'Documentation'), and links to the other selectable sections.
 */
export function selectorModel(pathname: string, sidebarCollapsed: boolean): SelectorModel {
  const section = sectionForPath(pathname);
  const current = section.inSelector ? section : undefined;
  let label = current?.label ?? defaultSelectorLabel;
  if (current?.id === 'platform' && sidebarCollapsed) label += ' (Collapsed)';
  const items = sections
    .filter((s) => s.inSelector && s !== current)
    .map((s) => ({label: s.label, to: sectionHome(s)}));
  return {label, current, items};
}
