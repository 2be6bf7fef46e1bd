import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SectionSelector from '@site/src/components/SectionSelector';

// Registers our navbar item type next to the stock ones.
export default {
  ...ComponentTypes,
  'custom-sectionSelector': SectionSelector,
};
