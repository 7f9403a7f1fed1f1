import type { Routes } from '@angular/router';
import { ResearchView } from './shell/research-view';

export const routes: Routes = [
  { path: '', component: ResearchView, title: 'Sightline' },
  { path: '**', redirectTo: '' },
];
