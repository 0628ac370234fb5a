// React where JSX compiled for its classic runtime finds it in the browser (`CLASSIC_JSX`, the
// bundles' JSX factory, cli/bundle/docusaurus-client.ts, which sets it in a server bundle's first line). A site whose tsconfig.json says `"jsx": "react"`,
// as the older Docusaurus base config does, has its JSX compiled so by esbuild, where Docusaurus's
// compiler reads no tsconfig.json and uses the automatic runtime, which needs no React in scope.
import * as React from 'react';

// Only a Docusaurus site's bundles compile so (`DOCUSAURUS_SITE`): a ckdocs site's leave this out.
if (DOCUSAURUS_SITE) (globalThis as { __ckdocsReact?: typeof React }).__ckdocsReact = React;
