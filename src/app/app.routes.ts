import type { Routes } from '@angular/router';
import { ResearchView } from './shell/research-view';

export const routes: Routes = [
  { path: '', component: ResearchView, title: 'Sightline' },
  {
    path: 'replay/:id',
    loadComponent: () => import('./replay/replay-view').then((module) => module.ReplayView),
    title: 'Replay · Sightline',
  },
  {
    path: 'compare/:id',
    loadComponent: () => import('./replay/compare-view').then((module) => module.CompareView),
    title: 'Compare · Sightline',
  },
  {
    path: 'data',
    loadComponent: () => import('./data/data-page').then((module) => module.DataPage),
    title: 'Your data · Sightline',
  },
  { path: '**', redirectTo: '' },
];
