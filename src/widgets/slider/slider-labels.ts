import type { TFunction } from 'i18next';

/** Every text the Slider announces of its own: the names of a range's two thumbs. */
export type SliderLabels = {
  /** Name of a range's low thumb, from the slider's `label` when it has one. */
  minimum: (label: string | undefined) => string;
  /** Name of a range's high thumb, from the slider's `label` when it has one. */
  maximum: (label: string | undefined) => string;
};

export const sliderLabels = (t: TFunction): SliderLabels => ({
  minimum: (label) =>
    label ? t('controls.slider.minimumOf', { label }) : t('controls.slider.minimum'),
  maximum: (label) =>
    label ? t('controls.slider.maximumOf', { label }) : t('controls.slider.maximum'),
});
