/**
 * The URLs this page's Content-Security-Policy has refused since the map widgets loaded. A map
 * service whose script the policy refuses fails like an offline one; telling the two apart lets
 * the map say what to change (the policy) instead of suggesting a retry that cannot work.
 */
let blocked: readonly string[] = [];
const listeners = new Set<() => void>();

if (typeof document !== 'undefined') {
  document.addEventListener('securitypolicyviolation', (event) => {
    blocked = [...blocked, event.blockedURI];
    listeners.forEach((listener) => listener());
  });
}

export function subscribePolicyViolations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function policyViolations(): readonly string[] {
  return blocked;
}
