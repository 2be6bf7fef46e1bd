import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {codeThemeCss} from './codeThemeCss';

const theme: PrismTheme = {
  plain: {color: '#f8f8f2', backgroundColor: '#282a36'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#9ea8c7', fontStyle: 'italic'}},
    {types: ['tag'], languages: ['markup'], style: {color: '#ff79c6'}},
  ],
};

describe('code theme CSS', () => {
  const css = codeThemeCss(theme, "[data-theme='dark']");

  it('recolours blocks and lines over the inline light colours', () => {
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block{--prism-color:#f8f8f2 !important;--prism-background-color:#282a36 !important}",
    );
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block pre,[data-theme='dark'] .theme-code-block .token-line{color:#f8f8f2 !important",
    );
  });

  it('styles each token type, in kebab-case, scoped to its languages', () => {
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block .token.comment,[data-theme='dark'] .theme-code-block .token.prolog{color:#9ea8c7 !important;font-style:italic !important}",
    );
    expect(css).toContain("[data-theme='dark'] .theme-code-block.language-markup .token.tag{color:#ff79c6 !important}");
  });

  it('resets tokens the dark theme does not style to its plain colour', () => {
    expect(css).toContain("[data-theme='dark'] .theme-code-block .token{color:#f8f8f2 !important");
  });
});
