/** Attributes and classes an island leaves in the server HTML, read back in the browser. */
export const islandAttribute = 'data-island';
export const islandPropsAttribute = 'data-island-props';
export const slotAttribute = 'data-island-slot';
export const slotClass = 'island-slot';
export const islandClass = 'island';
/** Set on a container whose code could not load: its server HTML stays as it is. */
export const failedAttribute = 'data-island-failed';
export const hydratedAttribute = 'data-island-hydrated';
/** Set once React has a root on the container: from then on React itself holds back input until the root hydrates. */
export const rootAttribute = 'data-island-root';
/** A tab's label at the top of its panel, shown only when the group's code failed and every panel is on view. */
export const tabLabelClass = 'island-tab-label';
