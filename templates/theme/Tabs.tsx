import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.js';
import { useTabChoice } from './tab-choice.js';

interface TabValue {
  value: string;
  label?: ReactNode;
}

/**
 * Tabbed panels, with Docusaurus's props: `values` (else each TabItem's `value` and `label`),
 * `defaultValue` (else the TabItem marked `default`, else the first), and `groupId`, which
 * makes every Tabs of the group switch together and remembers the choice across pages and
 * visits (the npm / Yarn / pnpm tabs of npm2yarn have one). Every panel is in the HTML, hidden
 * but the selected one, so search engines see all.
 */
export default function Tabs({
  children,
  values,
  defaultValue,
  groupId,
  className,
}: {
  children?: ReactNode;
  values?: TabValue[];
  defaultValue?: string;
  groupId?: string;
  className?: string;
}) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const tabs = values ?? items.map(({ props }) => ({ value: props.value, label: props.label }));
  const [own, setOwn] = useState(defaultValue ?? items.find((i) => i.props.default)?.props.value ?? tabs[0]?.value);
  const [groupChoice, chooseForGroup] = useTabChoice(groupId);
  // The group's choice shows where this Tabs has that tab; elsewhere its own stays.
  const selected = tabs.some((tab) => tab.value === groupChoice) ? groupChoice : own;
  const select = (value: string) => {
    setOwn(value);
    chooseForGroup(value);
  };
  return (
    <div className={`tabs-container${className ? ` ${className}` : ''}`}>
      <div className="tabs" role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            className={`tab ${tab.value === selected ? 'tab-active' : ''}`}
            aria-selected={tab.value === selected}
            onClick={() => select(tab.value)}
          >
            {tab.label ?? tab.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.props.value} role="tabpanel" className="tab-panel" hidden={item.props.value !== selected}>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
