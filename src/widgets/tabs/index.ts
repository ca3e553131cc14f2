export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export type { TabsLabels } from './tabs-labels';
