import {
  EnvironmentInjector,
  createEnvironmentInjector,
  runInInjectionContext,
} from '@angular/core';
import { TestBed } from '@angular/core/testing';
import Dexie from 'dexie';
import type { ConversationSummary } from '../timeline/conversation-repository';
import { readFirstPage, writeFirstPage } from './first-page-snapshot';
import { HISTORY_DB, HistoryRepository } from './history-repository';
import { until } from './testing/until';

const row: ConversationSummary = {
  id: 'conv-1',
  title: 'Fee complaints',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:05:00Z',
  turnCount: 2,
  lastConfidence: { score: 0.7, level: 'medium' },
  pinned: false,
};

describe('history first page kept for an early paint', () => {
  let name: string;
  let injectors: EnvironmentInjector[];

  function openTab(): HistoryRepository {
    const injector = createEnvironmentInjector(
      [{ provide: HISTORY_DB, useValue: name }],
      TestBed.inject(EnvironmentInjector),
    );
    injectors.push(injector);
    return runInInjectionContext(injector, () => new HistoryRepository());
  }

  beforeEach(() => {
    name = `first-page-spec-${Math.random().toString(36).slice(2)}`;
    injectors = [];
  });

  afterEach(async () => {
    for (const injector of injectors) injector.destroy();
    TestBed.resetTestingModule();
    localStorage.removeItem(`${name}:first-page`);
    await Dexie.delete(name);
  });

  it('shows the last listed conversations at once in a new tab, then follows the database', async () => {
    const first = openTab();
    await first.save({
      format: 'sightline.trace',
      version: 1,
      conversation: { id: 'conv-1', title: 'Fee complaints', createdAt: row.createdAt },
      turns: [],
    });
    await until(
      () => first.conversations(),
      (list) => list.length === 1,
    );

    const second = openTab();
    // Synchronously, before Dexie has loaded or IndexedDB answered.
    expect(second.conversations().map((item) => item.title)).toEqual(['Fee complaints']);
    expect(second.total()).toBe(1);

    await first.remove('conv-1');
    await until(
      () => second.conversations(),
      (list) => list.length === 0,
    );
    expect(openTab().conversations()).toEqual([]);
  });

  it('starts from an empty list when the kept copy is missing, malformed or the wrong shape', () => {
    expect(readFirstPage(name)).toBeNull();
    for (const text of [
      '{not json',
      '[]',
      JSON.stringify({ items: [row], total: 0 }),
      JSON.stringify({ items: [{ ...row, title: 7 }], total: 1 }),
      JSON.stringify({ items: [{ ...row, lastConfidence: { score: 1, level: '<b>' } }], total: 1 }),
    ]) {
      localStorage.setItem(`${name}:first-page`, text);
      expect(readFirstPage(name)).withContext(text).toBeNull();
      expect(openTab().conversations()).withContext(text).toEqual([]);
    }
  });

  it('reads back what was written', () => {
    writeFirstPage(name, { items: [row], total: 12 });
    expect(readFirstPage(name)).toEqual({ items: [row], total: 12 });
  });
});
