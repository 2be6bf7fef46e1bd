import type {PrismTheme} from 'prism-react-renderer';

/*
 * Code blocks are highlighted once, on the server, with the light theme's
 * colours written inline. The browser no longer re-highlights them, so dark
 * mode recolours the same tokens with CSS generated from the dark theme.
 */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => `${kebab(name)}:${String(value)} !important`)
    .join(';');
}

export function codeThemeCss(theme: PrismTheme, scope: string): string {
  const block = `${scope} .theme-code-block`;
  const {color, backgroundColor} = theme.plain;
  const rules = [
    `${block}{--prism-color:${color} !important;--prism-background-color:${backgroundColor} !important}`,
    `${block} pre,${block} .token-line{color:${color} !important;background-color:${backgroundColor} !important}`,
    // Tokens the dark theme leaves alone fall back to its plain colour, not the light one.
    `${block} .token{color:${color} !important;font-style:normal !important;font-weight:normal !important;text-decoration:none !important;opacity:1 !important}`,
  ];
  for (const {types, style, languages} of theme.styles) {
    const body = declarations(style as Record<string, unknown>);
    if (!body) continue;
    const prefixes = languages?.length ? languages.map((l) => `${block}.language-${l}`) : [block];
    const selectors = prefixes.flatMap((prefix) =>
      types.map((type) => `${prefix} .token.${type.replace(/[^\w-]/g, '')}`),
    );
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules.join('\n');
}
