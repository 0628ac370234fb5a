import type { TestProject } from 'vitest/node';
import { provideFixtureBuild } from '../provide-build.js';

/** fixtures/docusaurus-assets, built once for every test file of this folder. */
export default (project: TestProject) => provideFixtureBuild(project, 'docusaurus-assets');
