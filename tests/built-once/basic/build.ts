import type { TestProject } from 'vitest/node';
import { provideFixtureBuild } from '../provide-build.js';

/** fixtures/basic, built once for every test file of this folder. */
export default (project: TestProject) => provideFixtureBuild(project, 'basic');
