import Original from '@theme-original/Tabs';
import {island} from '@site/src/plugins/islands/island';

// An island: hydrates on its own root in the browser, where page text is server HTML (src/plugins/islands).
export default island('@theme/Tabs', Original);
