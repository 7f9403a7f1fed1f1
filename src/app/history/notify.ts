import type { Injector } from '@angular/core';

/**
 * Shows a snack bar; resolves true when its action (if any) was clicked. The snack bar loads on
 * first use: it is not worth a place in the initial bundle.
 */
export async function notify(
  injector: Injector,
  message: string,
  action = 'Close',
  durationMs = 8000,
): Promise<boolean> {
  const { MatSnackBar } = await import('@angular/material/snack-bar');
  const reference = injector.get(MatSnackBar).open(message, action, { duration: durationMs });
  return new Promise((resolve) => {
    reference.onAction().subscribe(() => resolve(true));
    reference.afterDismissed().subscribe(({ dismissedByAction }) => resolve(dismissedByAction));
  });
}
