import {
  cloneElement,
  createElement,
  isValidElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import {slotAttribute, slotClass} from './markup';

/*
 * An island's props travel to the browser as JSON. Values that are page text
 * (Markdown rendered by MDX) cannot, and need not: they become "slots", whose
 * server HTML the browser keeps as it is. Elements of other island components
 * inside the props (a <TabItem> in <Tabs>) stay components, so one root
 * hydrates them together.
 */

/** What marks a component as an island: its name in the browser and the component to run. */
export type IslandInfo = {name: string; Component: ComponentType<Record<string, unknown>>};
export type IslandType = ComponentType<Record<string, unknown>> & {island: IslandInfo};

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
/** A serialised value: JSON, an island element `{$c, $p}`, or a slot `{$s, $tag?}`. */
export type Wire = Json;

export function islandInfo(type: unknown): IslandInfo | undefined {
  return (typeof type === 'function' || (typeof type === 'object' && type !== null)) && 'island' in type
    ? ((type as IslandType).island as IslandInfo | undefined)
    : undefined;
}

function containsIsland(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(containsIsland);
  if (!isValidElement(value)) return false;
  if (islandInfo(value.type)) return true;
  return containsIsland((value.props as {children?: unknown}).children);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export type Serialized = {wire: Wire; node: unknown};

/** Serialises an island's props; `node` is the same props with page text wrapped as slots, for the server render. */
export function serializeProps(
  props: Record<string, unknown>,
  where: string,
): {wire: {[key: string]: Json}; props: Record<string, unknown>} {
  const counter = {next: 0};
  const out = serializeObject(props, where, counter);
  return {wire: out.wire as {[key: string]: Json}, props: out.node as Record<string, unknown>};
}

type Counter = {next: number};

function serializeObject(object: Record<string, unknown>, where: string, counter: Counter): Serialized {
  const wire: {[key: string]: Json} = {};
  const node: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined) continue;
    const out = serialize(value, `${where}.${key}`, counter);
    wire[key] = out.wire;
    node[key] = out.node;
  }
  return {wire, node};
}

function slot(value: unknown, counter: Counter): Serialized {
  const id = counter.next++;
  // A lone HTML element stays itself (a <summary> must be the first child of its <details>).
  if (isValidElement(value) && typeof value.type === 'string') {
    return {
      wire: {$s: id, $tag: value.type},
      node: cloneElement(value as ReactElement<Record<string, unknown>>, {[slotAttribute]: id}),
    };
  }
  // A <span>, not a <div>: a slot can sit in a paragraph, and `display: contents` (custom.css) leaves it no box.
  return {
    wire: {$s: id},
    node: createElement('span', {className: slotClass, [slotAttribute]: id, key: `slot-${id}`}, value as ReactNode),
  };
}

function serialize(value: unknown, where: string, counter: Counter): Serialized {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return {wire: value, node: value};
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    throw new Error(
      `island ${where}: a ${typeof value} cannot reach the browser; pass data (text, numbers, lists) or page text`,
    );
  }
  if (Array.isArray(value)) {
    if (!containsIsland(value)) return slotOrPlain(value, where, counter);
    // Runs of page text between island elements become one slot each.
    const wire: Json[] = [];
    const node: unknown[] = [];
    let run: unknown[] = [];
    const flush = () => {
      if (run.length === 0) return;
      const out = run.every((v) => typeof v === 'string')
        ? {wire: run.join(''), node: run.join('')}
        : slot(run, counter);
      wire.push(out.wire);
      node.push(out.node);
      run = [];
    };
    for (const item of value) {
      if (isValidElement(item) && islandInfo(item.type)) {
        flush();
        const out = serialize(item, `${where}[${wire.length}]`, counter);
        wire.push(out.wire);
        node.push(out.node);
      } else run.push(item);
    }
    flush();
    return {wire, node};
  }
  if (isValidElement(value)) {
    const info = islandInfo(value.type);
    if (!info) return slot(value, counter);
    const props = serializeObject(value.props as Record<string, unknown>, `${where}<${info.name}>`, counter);
    const key = value.key ?? undefined;
    const wire: {[key: string]: Json} = {$c: info.name, $p: props.wire};
    if (key !== undefined) wire.$k = key;
    return {wire, node: createElement(info.Component, {...(props.node as object), key})};
  }
  if (isPlainObject(value)) return serializeObject(value, where, counter);
  throw new Error(`island ${where}: a ${Object.prototype.toString.call(value)} cannot reach the browser`);
}

/** Arrays of data stay data; arrays holding page text are one slot. */
function slotOrPlain(value: unknown[], where: string, counter: Counter): Serialized {
  if (value.some((v) => isValidElement(v))) return slot(value, counter);
  const items = value.map((v, i) => serialize(v, `${where}[${i}]`, counter));
  return {wire: items.map((i) => i.wire), node: items.map((i) => i.node)};
}

/** The React element for a serialised value in the browser: slots keep their server HTML. */
export function deserialize(
  wire: Wire,
  components: (name: string) => ComponentType<Record<string, unknown>>,
  slotHtml: (id: number) => string,
): unknown {
  if (wire === null || typeof wire !== 'object') return wire;
  if (Array.isArray(wire)) return wire.map((w) => deserialize(w, components, slotHtml));
  if (typeof wire.$s === 'number') {
    const id = wire.$s;
    // Hydration leaves the children of an element with inner HTML alone; a later re-mount restores them.
    const props = {
      [slotAttribute]: id,
      key: `slot-${id}`,
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: {__html: slotHtml(id)},
    };
    return typeof wire.$tag === 'string'
      ? createElement(wire.$tag, props)
      : createElement('span', {className: slotClass, ...props});
  }
  if (typeof wire.$c === 'string') {
    const props = deserialize(wire.$p ?? {}, components, slotHtml) as Record<string, unknown>;
    return createElement(components(wire.$c), typeof wire.$k === 'string' ? {...props, key: wire.$k} : props);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wire)) out[key] = deserialize(value, components, slotHtml);
  return out;
}

/** Every island component a serialised tree names, the root's own included. */
export function componentNames(root: string, wire: Wire, names = new Set<string>([root])): Set<string> {
  if (Array.isArray(wire)) wire.forEach((w) => componentNames(root, w, names));
  else if (wire !== null && typeof wire === 'object') {
    if (typeof wire.$c === 'string') names.add(wire.$c);
    Object.values(wire).forEach((w) => componentNames(root, w, names));
  }
  return names;
}
