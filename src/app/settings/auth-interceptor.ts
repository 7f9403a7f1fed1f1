import type { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { SettingsStore } from './settings-store';

/** Adds `Authorization: Bearer <token>` to our own /api calls when the analyst set a token. */
export const authInterceptor: HttpInterceptorFn = (request, next) => {
  const token = inject(SettingsStore).token();
  if (!token || !isOwnApi(request.url)) return next(request);
  return next(request.clone({ setHeaders: { Authorization: `Bearer ${token}` } }));
};

function isOwnApi(url: string): boolean {
  if (url.startsWith('/api/')) return true;
  try {
    const parsed = new URL(url, location.origin);
    return parsed.origin === location.origin && parsed.pathname.startsWith('/api/');
  } catch {
    return false;
  }
}
