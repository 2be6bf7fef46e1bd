import Original from '@theme-original/Navbar/MobileSidebar';
import {renderInIdle} from '@site/src/plugins/hydrate-later/hydrateLater';

// The phone menu is closed at first and not server-rendered: built in an idle period of its own.
export default renderInIdle(Original);
