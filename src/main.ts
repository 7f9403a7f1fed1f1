import { bootstrapApplication } from '@angular/platform-browser';
import { config as zodConfig } from 'zod';
import { appConfig } from './app/app.config';
import { App } from './app/app';

// Under the app's Content-Security-Policy (no 'unsafe-eval') zod's compiled parsers cannot run,
// and its probe for them is reported as a CSP violation on the first parse: parse without them.
zodConfig({ jitless: true });

bootstrapApplication(App, appConfig).catch((err) => console.error(err));
