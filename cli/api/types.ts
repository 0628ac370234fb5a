import type { TocItem } from '../../common/data.js';
import type { ApiChangesData, ApiIndexData, ApiPageData } from '../../common/api-data.js';

/** A page of the API reference, ready for the route table. */
export interface ApiRoutePage {
  /** Doc-like id, e.g. api-reference/commandkit/classes/command-kit. */
  id: string;
  path: string;
  title: string;
  description: string;
  toc: TocItem[];
  api?: ApiPageData;
  apiIndex?: ApiIndexData;
  apiChanges?: ApiChangesData;
}
