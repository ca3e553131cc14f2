export { Slider } from './slider';
export type { SliderLabels, SliderProps, SliderTooltip } from './slider';
export type { SliderValue } from './slider-value';
