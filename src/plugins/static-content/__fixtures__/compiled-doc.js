export const frontMatter = {
	title: 'Sign up',
	sidebar_position: 2
};
export const contentTitle = undefined;
export {default as metadata} from '@site/.docusaurus/meta.json'
export const assets = {

};

import {jsx as _jsx} from "react/jsx-runtime";
import {useMDXComponents as _provideComponents} from "@mdx-js/react";
export const toc = [{
  "value": "Step 1",
  "id": "step-1",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {p: "p", ..._provideComponents(), ...props.components};
  return _jsx(_components.p, {children: "This tutorial creates your Vantage login."});
}
export default function MDXContent(props = {}) {
  return _createMdxContent(props);
}
