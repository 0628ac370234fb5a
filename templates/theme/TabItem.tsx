import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  /** The tab's text; its `value` when left out. */
  label?: ReactNode;
  default?: boolean;
  children?: ReactNode;
}

/** One panel of <Tabs>; Tabs reads its props and renders it. */
export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
