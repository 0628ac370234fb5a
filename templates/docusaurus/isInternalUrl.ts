// `@docusaurus/isInternalUrl`: the build checks links alike, so the functions are common/'s.
export { isInternalUrl as default, hasProtocol } from '../../common/internal-url.js';
