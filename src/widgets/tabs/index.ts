export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { INDICATOR_RATIO, indicatorBox } from './tab-geometry';
