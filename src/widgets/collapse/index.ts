export { Collapse } from './collapse';
export type { CollapseHandle, CollapseProps } from './collapse';
export { Accordion } from './accordion';
export type { AccordionProps } from './accordion';
