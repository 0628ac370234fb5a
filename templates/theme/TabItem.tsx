import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One panel of <Tabs>; Tabs reads its props and renders it. */
export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
