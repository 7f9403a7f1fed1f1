import { TestBed } from '@angular/core/testing';
import { JsonTree } from './json-tree';

describe('JsonTree', () => {
  it('renders large arrays 50 children at a time', async () => {
    const fixture = TestBed.createComponent(JsonTree);
    fixture.componentRef.setInput(
      'value',
      Array.from({ length: 120 }, (_, index) => index),
    );
    fixture.componentRef.setInput('label', 'values');
    fixture.componentRef.setInput('openLevels', 1);
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('summary')?.textContent).toContain('[120]');
    expect(element.querySelectorAll('li').length).toBe(50);

    const more = element.querySelector<HTMLButtonElement>('button.more')!;
    expect(more.textContent).toContain('Show 50 more of 70');
    more.click();
    await fixture.whenStable();
    expect(element.querySelectorAll('li').length).toBe(100);
  });

  it('renders nothing of a closed subtree until it is opened', async () => {
    const fixture = TestBed.createComponent(JsonTree);
    fixture.componentRef.setInput('value', { nested: { deep: 1 } });
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelectorAll('li').length).toBe(0);
    const details = element.querySelector('details')!;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    await fixture.whenStable();
    expect(element.textContent).toContain('nested');
  });
});
