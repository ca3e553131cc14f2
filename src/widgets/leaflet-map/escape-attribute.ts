/** Escapes text for an HTML attribute value in double quotes (Leaflet takes some options as HTML). */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
