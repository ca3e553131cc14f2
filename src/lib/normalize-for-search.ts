/** Lower case without accents, so "ál" and "AL" compare equal and "graficos" finds "Gráficos". */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
