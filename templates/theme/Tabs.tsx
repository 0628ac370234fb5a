import { Children, isValidElement, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.js';
import { useTabChoice } from './tab-choice.js';
import { checkValues, useQueryFirst, type TabOptions, type TabValue } from './tab-options.js';
import { useClassicClassNames } from '../classic-class-names.js';

/** Arrow keys move the focus along the tabs, round at the ends, as Docusaurus's do; Enter (or Space, on a button) selects. */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (!step) return;
  const tabs = [...event.currentTarget.parentElement!.children] as HTMLElement[];
  const at = tabs.indexOf(event.currentTarget);
  tabs[(at + step + tabs.length) % tabs.length]!.focus();
  event.preventDefault();
}

/**
 * Tabbed panels, with Docusaurus's props: `values` (else each TabItem's `value` and `label`),
 * `defaultValue` (else the TabItem marked `default`, else the first), and `groupId`, which
 * makes every Tabs of the group switch together and remembers the choice across pages and
 * visits (the npm / Yarn / pnpm tabs of npm2yarn have one). Every panel is in the HTML, hidden
 * but the selected one, so search engines see all. On a Docusaurus site, its other options too
 * (tab-options.ts): `queryString`, `lazy` (only the selected panel is in the HTML) and `block`.
 */
export default function Tabs({
  children,
  values,
  defaultValue,
  groupId,
  className,
  ...docusaurus
}: {
  children?: ReactNode;
  values?: TabValue[];
  /** `null`, which Docusaurus takes (its error advises it), names none: the marked or first tab shows. */
  defaultValue?: string | null;
  groupId?: string;
  className?: string;
} & TabOptions) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const tabs = values ?? items.map(({ props }) => ({ value: props.value, label: props.label }));
  if (DOCUSAURUS_SITE) checkValues(tabs, defaultValue);
  const [own, setOwn] = useState(defaultValue ?? items.find((i) => i.props.default)?.props.value ?? tabs[0]?.value);
  const [groupChoice, chooseForGroup] = useTabChoice(groupId);
  const classic = useClassicClassNames();
  // The group's choice shows where this Tabs has that tab; elsewhere its own stays.
  let selected = tabs.some((tab) => tab.value === groupChoice) ? groupChoice : own;
  let select = (value: string) => {
    setOwn(value);
    chooseForGroup(value);
  };
  // A build constant: every render of a Docusaurus site's Tabs calls the hook, none of a ckdocs site's.
  if (DOCUSAURUS_SITE) [selected, select] = useQueryFirst(docusaurus, groupId, tabs, [selected, select]);
  // On a Docusaurus site, the classic theme's markup, which the site's CSS was written against
  // (`.markdown li` styles its tabs): a list of items, the panels in a spaced box of their own.
  const List = DOCUSAURUS_SITE ? 'ul' : 'div';
  const Tab = DOCUSAURUS_SITE ? 'li' : 'button';
  const panels = (
    DOCUSAURUS_SITE && docusaurus.lazy ? items.filter((item) => item.props.value === selected) : items
  ).map((item) => (
    <div key={item.props.value} role="tabpanel" className="tab-panel" hidden={item.props.value !== selected}>
      {item.props.children}
    </div>
  ));
  return (
    <div className={`tabs-container${DOCUSAURUS_SITE ? classic('ck-tabs') : ''}${className ? ` ${className}` : ''}`}>
      <List className={`tabs${DOCUSAURUS_SITE && docusaurus.block ? ' tabs--block' : ''}`} role="tablist">
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            type={DOCUSAURUS_SITE ? undefined : 'button'}
            role="tab"
            className={`tab${classic(DOCUSAURUS_SITE && 'tabs__item')} ${tab.value === selected ? `tab-active${classic(DOCUSAURUS_SITE && 'tabs__item--active')}` : ''}`}
            aria-selected={tab.value === selected}
            // One stop for Tab in the list: the arrows move within it.
            tabIndex={tab.value === selected ? 0 : -1}
            onKeyDown={
              DOCUSAURUS_SITE
                ? (event: KeyboardEvent<HTMLElement>) => {
                    // A list item selects on Enter from here, as a button does by itself.
                    if (event.key === 'Enter') select(tab.value);
                    moveFocus(event);
                  }
                : moveFocus
            }
            onClick={() => select(tab.value)}
          >
            {tab.label ?? tab.value}
          </Tab>
        ))}
      </List>
      {DOCUSAURUS_SITE ? <div className="margin-top--md">{panels}</div> : panels}
    </div>
  );
}
