import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  /** The tab's text; its `value` when left out. */
  label?: ReactNode;
  default?: boolean;
  /** Set by a tabs component that draws its panels from their TabItems (a plugin's theme's), as the classic theme's. */
  hidden?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * One panel of <Tabs>, which reads its props and draws the panel itself. Drawn by another tabs
 * component (a plugin's theme's hands it `hidden`, as to the classic theme's TabItem), it is that
 * panel.
 */
export default function TabItem({ children, hidden, className }: TabItemProps) {
  return (
    <div role="tabpanel" className={`tab-panel${className ? ` ${className}` : ''}`} hidden={hidden}>
      {children}
    </div>
  );
}
