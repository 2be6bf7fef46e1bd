import React, {type ComponentType, type ReactNode} from 'react';
import {islandAttribute, islandClass, islandPropsAttribute} from './markup';
import {islandInfo, serializeProps, type IslandType} from './serialize';

type AnyComponent = ComponentType<Record<string, unknown>>;

/**
 * Makes `Component` an island: rendered in the page's server HTML like any
 * component, inside a container that names it and carries its props as JSON,
 * so the browser can hydrate it on a root of its own (hydrate.tsx). `name` is
 * the module the browser imports it from (`@theme/Tabs`, or
 * `@site/src/components/X#Export` for a named export).
 */
export function island<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  const inner = (islandInfo(Component)?.Component ?? Component) as AnyComponent;
  function Island(props: Record<string, unknown>): ReactNode {
    if (props.lazy)
      throw new Error(`island ${name}: \`lazy\` leaves tabs out of the server HTML, so they could never be shown`);
    const {wire, props: serverProps} = serializeProps(props, name);
    // A <span> with no box of its own (islands.css): an island may sit in a paragraph, where a <div> would split it.
    return (
      <span className={islandClass} {...{[islandAttribute]: name, [islandPropsAttribute]: JSON.stringify(wire)}}>
        {React.createElement(inner, serverProps)}
      </span>
    );
  }
  Island.displayName = `Island(${inner.displayName ?? inner.name ?? name})`;
  (Island as unknown as IslandType).island = {name, Component: inner};
  return Island as unknown as ComponentType<P>;
}

/** What an MDX page imports from `src/components/` (see wrapLoader.cjs): an island unless the module says `serverOnly`. */
export function islandExport(source: string, module: Record<string, unknown>, exportName: string): unknown {
  const component = module[exportName];
  const isComponent =
    typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
  if (module.serverOnly === true || !isComponent) return component;
  return island(exportName === 'default' ? source : `${source}#${exportName}`, component as AnyComponent);
}
