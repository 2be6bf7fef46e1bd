import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {accessibleTheme, contrast, readable} from '../../src/prismTheme';

describe('readable', () => {
  it('keeps a colour that already reads', () => {
    expect(readable('#000000', '#ffffff')).toBe('#000000');
  });

  it('darkens a pale colour on a light background and lightens a dim one on a dark background', () => {
    const light = readable('#999988', '#f6f8fa');
    expect(contrast(light, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    const dark = readable('rgb(98, 114, 164)', '#282A36');
    expect(contrast(dark, '#282A36')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('accessibleTheme', () => {
  it.each(['github', 'dracula'] as const)('gives every %s token AA contrast', (name) => {
    const theme = accessibleTheme(themes[name]);
    const bg = theme.plain.backgroundColor!;
    for (const style of theme.styles) {
      if (style.style.color) expect(contrast(style.style.color, bg), style.types.join(',')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
