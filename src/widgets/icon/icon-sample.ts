import type { IconData } from './icon-data';

/** What the icon-sets list shows of a set without loading it (see generate-samples.mjs). */
export type IconSetSample = {
  /** The number of icons the set shows. */
  total: number;
  /** The licence's name. */
  license: string;
  /** The set's author. */
  author: string;
  /** A few icons for the preview. */
  icons: (Required<Pick<IconData, 'body' | 'width' | 'height'>> & { name: string })[];
};
