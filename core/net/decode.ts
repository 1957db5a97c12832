/**
 * A URL or a part of one with its percent escapes decoded; as it is when an escape is malformed
 * ("%E0%A4%A" on a page someone wrote by hand), which `decodeURIComponent` would throw on.
 */
export function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
