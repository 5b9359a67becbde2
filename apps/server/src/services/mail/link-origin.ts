/**
 * Where links in emails point: PUBLIC_URL, or this server on localhost when it is unset (right for
 * development; a deployment sets PUBLIC_URL so links reach users).
 */
export const linkOrigin = ({ PUBLIC_URL, PORT }: { PUBLIC_URL?: string; PORT: number }) =>
  (PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
