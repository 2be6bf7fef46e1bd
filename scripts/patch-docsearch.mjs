// Fixes two bugs of @docsearch/react 4.7.0, applied on install (postinstall)
// and safe to run again. Each fix names the exact minified code it expects;
// if a future version changes it, the script fails loudly instead of
// silently shipping the bug.
//
// 1. 'Unable to fetch results' never shows: autocomplete-core's `finally`
//    sets the status back to 'idle' after DocSearch has set 'error'. The fix
//    keeps an 'error' status.
// 2. 'Try searching for' never shows: the suggestions array is spread into an
//    object (`{...[]}`), which has no length. The fix merges arrays.
import {readFileSync, writeFileSync, existsSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'node_modules/@docsearch/react/dist/esm');
const files = ['DocSearchModal.js', 'index.js'];

const fixes = [
  {
    name: 'keep the error status',
    find: /\.finally\(function\(\)\{([\w$]{1,3})\("idle"\),([\w$]{1,3})&&([\w$]{1,3})\.environment\.clearTimeout\(\2\)\}\);return ([\w$]{1,3})\.pendingRequests\.add/,
    replace: (_m, setStatus, timer, props, store) =>
      `.finally(function(){"error"!==${store}.getState().status&&${setStatus}("idle"),${timer}&&${props}.environment.clearTimeout(${timer})});return ${store}.pendingRequests.add`,
    done: /\.finally\(function\(\)\{"error"!==[\w$]{1,3}\.getState\(\)\.status&&/,
  },
  {
    name: 'merge search suggestions as an array',
    find: /searchSuggestions:([\w$]{1,3})\(\1\(\{\},null!==\(([\w$])=([\w$])\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\]\),Object\.keys\(([\w$])\)\)/,
    replace: (_m, _spread, t, state, groups) =>
      `searchSuggestions:Array.from(new Set([].concat(null!==(${t}=${state}.context.searchSuggestions)&&void 0!==${t}?${t}:[],Object.keys(${groups}))))`,
    done: /searchSuggestions:Array\.from\(new Set\(\[\]\.concat\(/,
  },
];

if (!existsSync(dir)) {
  console.log('[patch-docsearch] @docsearch/react is not installed; nothing to patch.');
  process.exit(0);
}
let failed = false;
for (const file of files) {
  const path = join(dir, file);
  let code = readFileSync(path, 'utf8');
  let changed = false;
  for (const fix of fixes) {
    if (fix.done.test(code)) continue;
    if (!fix.find.test(code)) {
      console.error(`[patch-docsearch] ${file}: cannot apply "${fix.name}" (code not found).`);
      failed = true;
      continue;
    }
    code = code.replace(fix.find, fix.replace);
    changed = true;
  }
  if (changed) {
    writeFileSync(path, code);
    console.log(`[patch-docsearch] patched ${file}`);
  }
}
process.exit(failed ? 1 : 0);
