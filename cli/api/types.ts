import type { TocItem } from '../../common/data.js';
import type { ApiConfig } from '../config/schema.js';
import type { MagicComment } from '../mdx/magic-comments.js';
import type { ApiChangesData, ApiIndexData, ApiPageData } from '../../common/api-data.js';
import type { ThemeLabel } from '../../common/theme-labels.js';

/** The words of the API pages, in the locale built: the theme's labels named `api*` (common/theme-labels.json). */
export type ApiLabels = Record<Extract<ThemeLabel, `api${string}`>, string>;

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

/** A version whose API model `startApis` (build-api.ts) makes, or reads from its cache. */
export interface ApiRequest {
  siteDir: string;
  cacheDir: string;
  api: ApiConfig;
  version: string;
  versionPath: string;
  /** The version's API is compared with another's: its summary is made and cached too. */
  summarize?: boolean;
  /** The site's magic comments (`prism.magicComments`), for code blocks in doc comments. */
  magicComments: MagicComment[];
  labels: ApiLabels;
}

/**
 * A version for the TypeDoc worker to convert, and later to type-check; its HTML is made on this
 * thread, with the magic comments.
 */
export type ApiJob = Omit<ApiRequest, 'cacheDir' | 'magicComments'>;
