import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.js';

/** Tabbed panels; every panel is in the HTML (hidden but the selected one) so search engines see all. */
export default function Tabs({
  children,
  defaultValue,
}: {
  children?: ReactNode;
  defaultValue?: string;
  groupId?: string;
}) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const first = items.find((i) => i.props.default)?.props.value ?? defaultValue ?? items[0]?.props.value;
  const [selected, setSelected] = useState(first);
  return (
    <div className="tabs-container">
      <div className="tabs" role="tablist">
        {items.map((item) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            className={`tab ${item.props.value === selected ? 'tab-active' : ''}`}
            aria-selected={item.props.value === selected}
            onClick={() => setSelected(item.props.value)}
          >
            {item.props.label ?? item.props.value}
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
