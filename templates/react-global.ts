// React where JSX compiled for its classic runtime finds it (`CLASSIC_JSX`, the bundles' JSX
// factory, cli/bundle/site-esbuild-plugin.ts). A site whose tsconfig.json says `"jsx": "react"`,
// as the older Docusaurus base config does, has its JSX compiled so by esbuild, where Docusaurus's
// compiler reads no tsconfig.json and uses the automatic runtime, which needs no React in scope.
import * as React from 'react';

(globalThis as { __ckdocsReact?: typeof React }).__ckdocsReact = React;
