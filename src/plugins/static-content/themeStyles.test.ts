import {describe, expect, it} from 'vitest';
import {themeContentStyles} from './themeStyles';

const short = (paths: string[]) => paths.map((p) => p.replace(/.*node_modules\/@docusaurus\//, ''));

describe('theme styles of page text', () => {
  it('follow the imports of the MDX components to the CSS modules page text uses', () => {
    const styles = short(themeContentStyles());
    expect(styles).toEqual(
      expect.arrayContaining([
        'theme-classic/lib/theme/CodeBlock/Container/styles.module.css',
        'theme-classic/lib/theme/CodeBlock/Line/styles.module.css',
        'theme-classic/lib/theme/Admonition/Layout/styles.module.css',
        'theme-classic/lib/theme/Heading/styles.module.css',
        'theme-common/lib/utils/anchorUtils.module.css',
        'theme-classic/lib/theme/Tabs/styles.module.css',
        'theme-classic/lib/theme/Details/styles.module.css',
      ]),
    );
    // Nothing outside what MDX renders: no navbar, sidebar or footer styles.
    expect(styles.filter((s) => /Navbar|DocSidebar|Footer/.test(s))).toEqual([]);
  });

  it('stop with the name of a theme component that has gone', () => {
    expect(() => themeContentStyles(['NoSuchComponent'])).toThrow(/NoSuchComponent/);
  });
});
