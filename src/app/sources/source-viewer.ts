import { Injectable, inject } from '@angular/core';
import { MatDialog } from '@angular/material/dialog';

/** Opens a cited source in a side sheet (a dialog docked to the right edge). */
@Injectable({ providedIn: 'root' })
export class SourceViewer {
  private readonly dialog = inject(MatDialog);

  /** The sheet's code loads on first use. */
  async open(id: string): Promise<void> {
    const { CommunicationSheet } = await import('./communication-sheet');
    this.dialog.open(CommunicationSheet, {
      data: { id },
      position: { right: '0', top: '0' },
      height: '100dvh',
      width: 'min(560px, 100vw)',
      maxWidth: '100vw',
      panelClass: 'side-sheet',
      autoFocus: 'dialog',
      ariaLabel: `Source ${id}`,
    });
  }
}
