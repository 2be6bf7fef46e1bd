import Original from '@theme-original/Navbar/MobileSidebar';
import {renderInIdle} from '@site/src/plugins/after-hydration/afterHydration';

// The phone menu is closed at first and not server-rendered: built in an idle period of its own.
export default renderInIdle(Original);
