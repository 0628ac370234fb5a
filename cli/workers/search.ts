// Worker: writes the search files while the main thread renders pages (search-aside.ts).
import type { SearchJob } from '../search/search-aside.js';
import { writeSearchRecords } from '../search/write-index.js';
import { threadTask } from '../util/thread-task.js';

export const writeSearch = threadTask(({ outDir, site, versions }: SearchJob) =>
  writeSearchRecords(outDir, site, versions),
);
