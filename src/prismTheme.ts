import type {PrismTheme} from 'prism-react-renderer';

type RGB = [number, number, number];

function parse(color: string): RGB | undefined {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1]!.slice(i, i + 2), 16)) as RGB;
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/i.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return undefined;
}

function luminance([r, g, b]: RGB): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [la, lb] = [parse(a), parse(b)].map((c) => (c ? luminance(c) : 0)) as [number, number];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const toHex = (c: RGB) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour moved towards black or white until it reads on the background (WCAG AA, 4.5:1). */
export function readable(color: string, background: string, minimum = 4.6): string {
  const fg = parse(color);
  const bg = parse(background);
  if (!fg || !bg || contrast(color, background) >= minimum) return color;
  const target: RGB = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = toHex(fg.map((v, i) => v + (target[i]! - v) * t) as RGB);
    if (contrast(mixed, background) >= minimum) return mixed;
  }
  return toHex(target);
}

/** A Prism theme whose every token colour meets AA contrast on the theme's background. */
export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    ...theme,
    styles: theme.styles.map((style) =>
      style.style.color ? {...style, style: {...style.style, color: readable(style.style.color, background)}} : style,
    ),
  };
}
