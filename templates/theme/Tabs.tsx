import { Children, isValidElement, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.js';
import { useQueryChoice, useTabChoice } from './tab-choice.js';
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

interface TabValue {
  value: string;
  label?: ReactNode;
}

/** The URL parameter a Tabs' `queryString` names: its own name, or with `true` its group's. */
function queryParam(queryString: boolean | string | undefined, groupId: string | undefined): string | undefined {
  if (queryString !== true) return queryString || undefined;
  if (groupId === undefined)
    throw new Error(
      '<Tabs queryString> names its URL parameter after its groupId: give it a groupId, or give queryString the name, as queryString="lang".',
    );
  return groupId;
}

/** Docusaurus's mistakes in a Tabs' values, which it refuses as its build does. */
function checkValues(tabs: TabValue[], defaultValue: string | null | undefined): void {
  const values = tabs.map((tab) => tab.value);
  const twice = values.filter((value, i) => values.indexOf(value) !== i);
  if (twice.length)
    throw new Error(`<Tabs> has two tabs of the value "${twice[0]}": give each tab a value of its own.`);
  if (defaultValue != null && !values.includes(defaultValue))
    throw new Error(
      `<Tabs defaultValue="${defaultValue}"> names no tab; its tabs' values are ${values.map((v) => `"${v}"`).join(', ')}.`,
    );
}

/**
 * Tabbed panels, with Docusaurus's props: `values` (else each TabItem's `value` and `label`),
 * `defaultValue` (else the TabItem marked `default`, else the first), and `groupId`, which
 * makes every Tabs of the group switch together and remembers the choice across pages and
 * visits (the npm / Yarn / pnpm tabs of npm2yarn have one). With `queryString`, the page's URL
 * names the tab (`?lang=ts`: a link can open it), before the group's choice. Every panel is in
 * the HTML, hidden but the selected one, so search engines see all; with `lazy`, only the
 * selected one is. `block` spreads the tabs across the width.
 */
export default function Tabs({
  children,
  values,
  defaultValue,
  groupId,
  queryString,
  lazy,
  block,
  className,
}: {
  children?: ReactNode;
  values?: TabValue[];
  defaultValue?: string | null;
  groupId?: string;
  queryString?: boolean | string;
  lazy?: boolean;
  block?: boolean;
  className?: string;
}) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const tabs = values ?? items.map(({ props }) => ({ value: props.value, label: props.label }));
  checkValues(tabs, defaultValue);
  const [own, setOwn] = useState(defaultValue ?? items.find((i) => i.props.default)?.props.value ?? tabs[0]?.value);
  const [groupChoice, chooseForGroup] = useTabChoice(groupId);
  const [urlChoice, chooseInUrl] = useQueryChoice(queryParam(queryString, groupId));
  const classic = useClassicClassNames();
  // The URL's choice, then the group's, show where this Tabs has that tab; elsewhere its own stays.
  const isTab = (value: string | null) => tabs.some((tab) => tab.value === value);
  const selected = isTab(urlChoice) ? urlChoice : isTab(groupChoice) ? groupChoice : own;
  const select = (value: string) => {
    setOwn(value);
    chooseForGroup(value);
    chooseInUrl(value);
  };
  // On a Docusaurus site, the classic theme's markup, which the site's CSS was written against
  // (`.markdown li` styles its tabs): a list of items, the panels in a spaced box of their own.
  const List = DOCUSAURUS_SITE ? 'ul' : 'div';
  const Tab = DOCUSAURUS_SITE ? 'li' : 'button';
  const panels = (lazy ? items.filter((item) => item.props.value === selected) : items).map((item) => (
    <div key={item.props.value} role="tabpanel" className="tab-panel" hidden={item.props.value !== selected}>
      {item.props.children}
    </div>
  ));
  return (
    <div className={`tabs-container${DOCUSAURUS_SITE ? classic('ck-tabs') : ''}${className ? ` ${className}` : ''}`}>
      <List className={`tabs${block ? ' tabs--block' : ''}`} role="tablist">
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
