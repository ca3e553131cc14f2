export { Tabs } from './tabs';
export type { TabItem, TabsLabels, TabsProps } from './tabs';
