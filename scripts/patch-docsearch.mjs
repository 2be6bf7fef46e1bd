// Fixes bugs of @docsearch/react 4.7.0 (Algolia builds) and 3.9.0 (the local
// modal, installed as docsearch-react-3), applied on install (postinstall)
// and safe to run again. Each fix names the exact minified code it expects;
// if a future version changes it, the script fails loudly instead of
// silently shipping the bug.
//
// 1. 'Unable to fetch results' never shows (both versions): autocomplete-core's
//    `finally` sets the status back to 'idle' after DocSearch has set 'error'.
//    The fix keeps an 'error' status.
// 2. 'Try searching for' never shows (4.7.0): the suggestions array is spread
//    into an object (`{...[]}`), which has no length. The fix merges arrays.
import {readFileSync, writeFileSync, existsSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const keepErrorStatus = {
  name: 'keep the error status',
  find: /\.finally\((\(?)function\(\)\{([\w$]{1,3})\("idle"\),([\w$]{1,3})&&([\w$]{1,3})\.environment\.clearTimeout\(\3\)\}(\)?)\);return ([\w$]{1,3})\.pendingRequests\.add/,
  replace: (_m, open, setStatus, timer, props, close, store) =>
    `.finally(${open}function(){"error"!==${store}.getState().status&&${setStatus}("idle"),${timer}&&${props}.environment.clearTimeout(${timer})}${close});return ${store}.pendingRequests.add`,
  done: /\.finally\(\(?function\(\)\{"error"!==[\w$]{1,3}\.getState\(\)\.status&&/,
};

const mergeSuggestions = {
  name: 'merge search suggestions as an array',
  find: /searchSuggestions:([\w$]{1,3})\(\1\(\{\},null!==\(([\w$])=([\w$])\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\]\),Object\.keys\(([\w$])\)\)/,
  replace: (_m, _spread, t, state, groups) =>
    `searchSuggestions:Array.from(new Set([].concat(null!==(${t}=${state}.context.searchSuggestions)&&void 0!==${t}?${t}:[],Object.keys(${groups}))))`,
  done: /searchSuggestions:Array\.from\(new Set\(\[\]\.concat\(/,
};

const targets = [
  {dir: 'node_modules/@docsearch/react/dist/esm', files: ['DocSearchModal.js', 'index.js'], fixes: [keepErrorStatus, mergeSuggestions]},
  {dir: 'node_modules/docsearch-react-3/dist/esm', files: ['index.js'], fixes: [keepErrorStatus]},
];

let failed = false;
for (const target of targets) {
  const dir = join(root, target.dir);
  if (!existsSync(dir)) {
    console.log(`[patch-docsearch] ${target.dir} is not installed; nothing to patch.`);
    continue;
  }
  for (const file of target.files) {
    const path = join(dir, file);
    let code = readFileSync(path, 'utf8');
    let changed = false;
    for (const fix of target.fixes) {
      if (fix.done.test(code)) continue;
      if (!fix.find.test(code)) {
        console.error(`[patch-docsearch] ${target.dir}/${file}: cannot apply "${fix.name}" (code not found).`);
        failed = true;
        continue;
      }
      code = code.replace(fix.find, fix.replace);
      changed = true;
    }
    if (changed) {
      writeFileSync(path, code);
      console.log(`[patch-docsearch] patched ${target.dir}/${file}`);
    }
  }
}
process.exit(failed ? 1 : 0);
