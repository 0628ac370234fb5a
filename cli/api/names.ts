import { ReflectionKind } from 'typedoc';

/** `CommandKit` -> `command-kit`, `getAIConfig` -> `get-aiconfig`, `DEFAULT_TIMEOUT` -> `default_timeout`. */
export function kebabName(name: string): string {
  return name.replace(/([a-z\d])([A-Z])/g, '$1-$2').toLowerCase();
}

/** URL folder of a top-level symbol kind. */
export function kindFolder(kind: ReflectionKind, interfacesFolder: 'interfaces' | 'types'): string {
  switch (kind) {
    case ReflectionKind.Class:
      return 'classes';
    case ReflectionKind.Interface:
      return interfacesFolder;
    case ReflectionKind.TypeAlias:
      return 'types';
    case ReflectionKind.Function:
      return 'functions';
    case ReflectionKind.Enum:
      return 'enums';
    default:
      return 'variables';
  }
}

/** Order and titles of the kind folders in sidebars and index pages. */
export const FOLDER_TITLES: Record<string, string> = {
  classes: 'Classes',
  enums: 'Enums',
  functions: 'Functions',
  interfaces: 'Interfaces',
  types: 'Types',
  variables: 'Variables',
};
