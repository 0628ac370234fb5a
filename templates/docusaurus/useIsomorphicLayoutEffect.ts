import { useEffect, useLayoutEffect } from 'react';

/** `@docusaurus/useIsomorphicLayoutEffect`: a layout effect in the browser, nothing on the server (where React warns of one). */
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
export default useIsomorphicLayoutEffect;
