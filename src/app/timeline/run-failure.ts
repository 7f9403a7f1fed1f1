/**
 * Plain words for a run that failed with an exception rather than a run-end event: the engine
 * could not be loaded, the API is down, the token was refused, …
 */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const status = statusOf(error);
  if (/dynamically imported module|Importing a module script failed|ChunkLoadError/i.test(message))
    return 'Could not load the research engine: the server may be down or the app was updated. Reload the page, then retry.';
  if (status === 401 || status === 403)
    return 'The API refused the access token. Set the right token in Settings, then retry.';
  if (status === 404)
    return 'The API does not know this route or model. Check the model in Settings, then retry.';
  if (status === 429) return 'The model is rate-limited right now. Wait a moment, then retry.';
  if (status !== undefined && status >= 500)
    return `The API failed (${status}). ${message ? trimPeriod(message) + '. ' : ''}Retry in a moment.`;
  if (/Failed to fetch|NetworkError|Load failed|Connection error|ECONNREFUSED/i.test(message))
    return 'Cannot reach the Sightline API: is the server running? Retry when it is back.';
  return `The run failed: ${trimPeriod(message) || 'unknown error'}.`;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

function trimPeriod(text: string): string {
  return text.trim().replace(/\.$/, '');
}

/** True for the error a fetch or iterator throws when our own AbortController fired. */
export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && /abort/i.test(error.name))
  );
}
