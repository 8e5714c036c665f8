/**
 * The decoded path of a request target (`/caf%C3%A9?x=1` → `/café`), or null when its percent-encoding is malformed
 * (`/%E0%A4%A`, `/100%`): such a request is the client's fault and gets a 400, as nginx answers it.
 */
export function decodedPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent((url ?? '/').split('?')[0]!);
  } catch {
    return null;
  }
}
