/** Attributes and classes an island leaves in the server HTML, read back in the browser. */
export const islandAttribute = 'data-island';
export const islandPropsAttribute = 'data-island-props';
export const slotAttribute = 'data-island-slot';
export const slotClass = 'island-slot';
export const islandClass = 'island';
/** Set on a container whose code could not load: its server HTML stays as it is. */
export const failedAttribute = 'data-island-failed';
export const hydratedAttribute = 'data-island-hydrated';
