export { Tooltip } from './tooltip';
export type { TooltipProps, TooltipSide } from './tooltip';
