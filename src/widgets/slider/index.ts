export { Slider } from './slider';
export type { SliderProps, SliderTooltip } from './slider';
export type { SliderValue } from './slider-value';
export type { SliderLabels } from './slider-labels';
