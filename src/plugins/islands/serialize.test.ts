import {createElement as h, type ComponentType, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {island} from './island';
import {componentNames, deserialize, serializeProps} from './serialize';

function Box({title, children}: {title: string; children?: ReactNode}): ReactNode {
  return h('section', null, h('h3', null, title), children);
}
function Item({label, children}: {label: string; children?: ReactNode}): ReactNode {
  return h('div', {'data-label': label}, children);
}
const BoxIsland = island('@site/src/components/Box', Box);
const ItemIsland = island('@site/src/components/Box#Item', Item);

describe('island props', () => {
  it('keeps data as JSON and page text as slots', () => {
    const {wire} = serializeProps(
      {title: 'T', values: [{value: 'a', label: 'A'}], children: h('p', null, 'text')},
      'Box',
    );
    expect(wire).toEqual({title: 'T', values: [{value: 'a', label: 'A'}], children: {$s: 0, $tag: 'p'}});
  });

  it('keeps island elements inside the props as components, with their own slots', () => {
    const {wire} = serializeProps(
      {
        title: 'T',
        children: [
          h(ItemIsland, {key: 'a', label: 'A'}, h('p', null, 'one'), h('p', null, 'two')),
          '\n',
          h(ItemIsland, {key: 'b', label: 'B'}, 'plain'),
        ],
      },
      'Box',
    );
    expect(wire.children).toEqual([
      {$c: '@site/src/components/Box#Item', $k: 'a', $p: {label: 'A', children: {$s: 0}}},
      '\n',
      {$c: '@site/src/components/Box#Item', $k: 'b', $p: {label: 'B', children: 'plain'}},
    ]);
    expect(componentNames('@site/src/components/Box', wire)).toEqual(
      new Set(['@site/src/components/Box', '@site/src/components/Box#Item']),
    );
  });

  it('refuses what cannot reach the browser, naming the prop', () => {
    expect(() => serializeProps({onPick: () => undefined}, 'Box')).toThrow(
      /Box\.onPick: a function cannot reach the browser/,
    );
    expect(() => serializeProps({when: new Date(0)}, 'Box')).toThrow(/Box\.when: a \[object Date\]/);
  });

  it('renders on the server what the browser rebuilds, slots holding the server HTML', () => {
    const element = h(
      BoxIsland,
      {title: 'T'},
      h(ItemIsland, {label: 'A'}, h('p', null, 'one ', h('strong', null, 'bold')), h('p', null, 'two')),
      h(ItemIsland, {label: 'B'}, h('em', null, 'three')),
    );
    const server = renderToStaticMarkup(element);
    const container = server.match(
      /^<span class="island" data-island="([^"]+)" data-island-props="([^"]*)">([\s\S]*)<\/span>$/,
    );
    expect(container?.[1]).toBe('@site/src/components/Box');
    const wire = JSON.parse(container![2]!.replaceAll('&quot;', '"'));
    // What the browser reads back: the inner HTML of each `data-island-slot` element.
    const slots = new Map<number, string>();
    for (const m of container![3]!.matchAll(/<(span|em) [^>]*data-island-slot="(\d+)"[^>]*>([\s\S]*?)<\/\1>/g))
      slots.set(Number(m[2]), m[3]!);
    expect([...slots.values()]).toEqual(['<p>one <strong>bold</strong></p><p>two</p>', 'three']);
    const components: Record<string, ComponentType<Record<string, unknown>>> = {
      '@site/src/components/Box': Box as ComponentType<Record<string, unknown>>,
      '@site/src/components/Box#Item': Item as ComponentType<Record<string, unknown>>,
    };
    const props = deserialize(
      wire,
      (n) => components[n]!,
      (id) => slots.get(id)!,
    ) as {title: string};
    expect(renderToStaticMarkup(h(Box, props))).toBe(container![3]);
  });

  it('renders a component without islands inside its container, otherwise unchanged', () => {
    expect(renderToStaticMarkup(h(ItemIsland, {label: 'x'}, 'hello'))).toBe(
      '<span class="island" data-island="@site/src/components/Box#Item" data-island-props="{&quot;label&quot;:&quot;x&quot;,&quot;children&quot;:&quot;hello&quot;}"><div data-label="x">hello</div></span>',
    );
  });

  it('refuses lazy tabs, whose hidden panels would be missing from the page', () => {
    expect(() => renderToStaticMarkup(h(ItemIsland, {label: 'x', lazy: true} as never))).toThrow(/lazy/);
  });
});
