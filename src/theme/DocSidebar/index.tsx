import Original from '@theme-original/DocSidebar';
import {hydrateLater} from '@site/src/plugins/hydrate-later/hydrateLater';

// Hydrated in idle time, after the rest of the page (see hydrateLater).
export default hydrateLater(Original);
