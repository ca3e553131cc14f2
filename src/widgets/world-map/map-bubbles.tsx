import {
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';

import type { LonLat } from './great-circle';
import { useWorldMap } from './world-map-context';

export type MapBubble = {
  /** Unique key. */
  id: string;
  /** Where the bubble sits: [longitude, latitude]. */
  coordinates: LonLat;
  /** Diameter on screen, in map units at zoom 1 (see `areaProportionalScale`). */
  size: number;
  /** Fill colour (any CSS colour). */
  color: string;
  /** Accessible name and tooltip text, e.g. "China: 1,347,565,324". */
  label: string;
};

export type MapBubblesProps = Omit<ComponentProps<'g'>, 'children'> & {
  /** The bubbles; drawn largest first so small ones stay on top. */
  bubbles: readonly MapBubble[];
  /** Accessible name of the group of bubbles. */
  label: string;
  /** Fill opacity of the bubbles. @default 0.75 */
  fillOpacity?: number;
};

/**
 * Circles on a `WorldMap` that keep their on-screen size while zooming. The group is one tab stop
 * (roving tabindex): the arrow keys move west ↔ east through the bubbles, Home and End jump to the
 * ends. Hover or keyboard focus shows the map's tooltip with the bubble's label.
 */
export function MapBubbles({ bubbles, label, fillOpacity = 0.75, ...props }: MapBubblesProps) {
  const { project, k, pixel, showTooltip, hideTooltip } = useWorldMap();
  const refs = useRef(new Map<string, SVGCircleElement>());

  const placed = useMemo(
    () =>
      bubbles.flatMap((bubble) => {
        const point = project(bubble.coordinates);
        return point ? [{ ...bubble, x: point[0], y: point[1] }] : [];
      }),
    [bubbles, project],
  );
  // Keyboard order: west to east (then north to south).
  const order = useMemo(
    () =>
      [...placed]
        .sort((a, b) => a.coordinates[0] - b.coordinates[0] || b.coordinates[1] - a.coordinates[1])
        .map((bubble) => bubble.id),
    [placed],
  );
  const drawn = useMemo(() => [...placed].sort((a, b) => b.size - a.size), [placed]);

  const [activeId, setActiveId] = useState<string>();
  const tabStop = activeId && order.includes(activeId) ? activeId : order[0];
  const [focusedId, setFocusedId] = useState<string>();

  const moveTo = (id: string | undefined) => {
    if (!id) return;
    setActiveId(id);
    refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const index = tabStop ? order.indexOf(tabStop) : -1;
    const next: Record<string, string | undefined> = {
      ArrowRight: order[Math.min(order.length - 1, index + 1)],
      ArrowDown: order[Math.min(order.length - 1, index + 1)],
      ArrowLeft: order[Math.max(0, index - 1)],
      ArrowUp: order[Math.max(0, index - 1)],
      Home: order[0],
      End: order[order.length - 1],
    };
    if (event.key in next) {
      moveTo(next[event.key]);
    } else if (event.key === 'Escape') {
      hideTooltip();
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const onFocus = (event: FocusEvent<SVGCircleElement>, id: string, text: string) => {
    setActiveId(id);
    setFocusedId(id);
    showTooltip(text, event.currentTarget);
  };
  const onBlur = () => {
    setFocusedId(undefined);
    hideTooltip();
  };

  const focused = focusedId ? placed.find((bubble) => bubble.id === focusedId) : undefined;

  return (
    <g role="group" aria-label={label} data-slot="map-bubbles" onKeyDown={onKeyDown} {...props}>
      {drawn.map((bubble) => (
        <circle
          key={bubble.id}
          ref={(element) => {
            if (element) refs.current.set(bubble.id, element);
            else refs.current.delete(bubble.id);
          }}
          data-slot="bubble"
          role="img"
          aria-label={bubble.label}
          tabIndex={bubble.id === tabStop ? 0 : -1}
          cx={bubble.x}
          cy={bubble.y}
          r={bubble.size / 2 / k}
          vectorEffect="non-scaling-stroke"
          style={{
            fill: bubble.color,
            fillOpacity,
            stroke: `color-mix(in srgb, ${bubble.color} 55%, black)`,
            strokeWidth: 1,
            outline: 'none',
          }}
          onPointerEnter={(event) => showTooltip(bubble.label, event.currentTarget)}
          onPointerLeave={() => {
            // Back to the focused bubble's tooltip, if one has focus.
            const focusedElement = focusedId ? refs.current.get(focusedId) : undefined;
            const focusedLabel = placed.find((item) => item.id === focusedId)?.label;
            if (focusedElement && focusedLabel) showTooltip(focusedLabel, focusedElement);
            else hideTooltip();
          }}
          onFocus={(event) => onFocus(event, bubble.id, bubble.label)}
          onBlur={onBlur}
        />
      ))}
      {focused && (
        // The focus ring: the browser's outline hugs the circle's box, this hugs the circle.
        <circle
          data-slot="bubble-focus-ring"
          aria-hidden
          cx={focused.x}
          cy={focused.y}
          r={focused.size / 2 / k + (3 * pixel) / k}
          vectorEffect="non-scaling-stroke"
          style={{ fill: 'none', stroke: 'var(--ring)', strokeWidth: 2, pointerEvents: 'none' }}
        />
      )}
    </g>
  );
}
