import { ReflectionKind } from 'typedoc';
import type { ApiLabels } from './types.js';

/** `CommandKit` -> `command-kit`, `getAIConfig` -> `get-aiconfig`, `DEFAULT_TIMEOUT` -> `default_timeout`. */
export function kebabName(name: string): string {
  return name.replace(/([a-z\d])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Each kind of top-level symbol: its URL folder and the label naming it ("Class"); any other is a variable. */
const KINDS = new Map<ReflectionKind, { folder: string; label: keyof ApiLabels }>([
  [ReflectionKind.Class, { folder: 'classes', label: 'apiClass' }],
  [ReflectionKind.Interface, { folder: 'interfaces', label: 'apiInterface' }],
  [ReflectionKind.TypeAlias, { folder: 'types', label: 'apiTypeAlias' }],
  [ReflectionKind.Function, { folder: 'functions', label: 'apiFunction' }],
  [ReflectionKind.Enum, { folder: 'enums', label: 'apiEnum' }],
]);
const VARIABLE = { folder: 'variables', label: 'apiVariable' } as const;

/** URL folder of a top-level symbol kind: interfaces' is the config's (`interfacesFolder`). */
export function kindFolder(kind: ReflectionKind, interfacesFolder: 'interfaces' | 'types'): string {
  const { folder } = KINDS.get(kind) ?? VARIABLE;
  return folder === 'interfaces' ? interfacesFolder : folder;
}

/** The label naming a top-level symbol kind. */
export const kindLabel = (kind: ReflectionKind): keyof ApiLabels => (KINDS.get(kind) ?? VARIABLE).label;

/** The title of each kind folder in sidebars and index pages: the label giving it in the locale. */
export const FOLDER_TITLES: Record<string, keyof ApiLabels> = {
  classes: 'apiClasses',
  enums: 'apiEnums',
  functions: 'apiFunctions',
  interfaces: 'apiInterfaces',
  types: 'apiTypes',
  variables: 'apiVariables',
};
