import {islandAttribute, slotAttribute} from './markup';
import type {Json, Wire} from './serialize';

/*
 * A <details> works natively before its island hydrates: the reader may open
 * or close it first. Hydrating it as the server rendered it would leave the
 * theme's state at odds with what the reader sees (the next click would not
 * toggle), so each Details hydrates with the reader's state instead.
 */

const detailsIsland = '@theme/Details';
type Props = {[key: string]: Json};

/** The props of every Details in a serialised island, in the order they render (the root's own first). */
function detailsProps(root: string, wire: Wire): Props[] {
  const found: Props[] = [];
  const isProps = (w: Wire): w is Props => w !== null && typeof w === 'object' && !Array.isArray(w);
  const visit = (w: Wire) => {
    if (Array.isArray(w)) w.forEach(visit);
    else if (isProps(w)) {
      if (w.$c === detailsIsland && isProps(w.$p ?? null)) found.push(w.$p as Props);
      Object.values(w).forEach(visit);
    }
  };
  if (root === detailsIsland && isProps(wire)) found.push(wire);
  visit(wire);
  return found;
}

/** The <details> elements this island's root renders: not those of nested islands, nor raw ones in page text. */
function ownDetails(container: Element): HTMLDetailsElement[] {
  return Array.from(container.querySelectorAll('details')).filter((d) => {
    const slot = d.closest(`[${slotAttribute}]`);
    return d.closest(`[${islandAttribute}]`) === container && !(slot && container.contains(slot));
  });
}

/** Sets each Details' `open` prop to what the reader left it at, and the theme's matching marker, before hydration. */
export function keepDetailsState(container: Element, root: string, wire: Wire): void {
  const props = detailsProps(root, wire);
  const elements = ownDetails(container);
  // Pairs by order only when both sides agree on how many there are.
  if (props.length === 0 || props.length !== elements.length) return;
  props.forEach((p, i) => {
    const element = elements[i]!;
    if (element.open === Boolean(p.open)) return;
    p.open = element.open;
    // The theme's Details renders `data-collapsed` from the same state; the DOM must match what hydration expects.
    element.setAttribute('data-collapsed', String(!element.open));
  });
}
