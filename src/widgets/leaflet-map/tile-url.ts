/**
 * The URL of the tile that holds `lat`/`lng` at `zoom` in a `{z}/{x}/{y}` template (Web Mercator,
 * as Leaflet's default CRS), with `{s}` as the first subdomain and `{r}` empty (no retina tiles).
 * Undefined when the template has placeholders this cannot fill (an `{apikey}`, say).
 */
export function tileUrlAt(
  template: string,
  { lat, lng, zoom }: { lat: number; lng: number; zoom: number },
  subdomains = 'abc',
): string | undefined {
  const scale = 2 ** zoom;
  const wrap = (value: number) => ((value % scale) + scale) % scale;
  const latRad = (Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180;
  const x = wrap(Math.floor(((lng + 180) / 360) * scale));
  const y = Math.floor(((1 - Math.asinh(Math.tan(latRad)) / Math.PI) / 2) * scale);
  const values: Record<string, string> = {
    s: subdomains[0] ?? '',
    z: String(zoom),
    x: String(x),
    y: String(y),
    r: '',
  };
  let complete = true;
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) complete = false;
    return value ?? '';
  });
  return complete ? url : undefined;
}
