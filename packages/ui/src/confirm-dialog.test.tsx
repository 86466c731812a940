import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog.tsx';

function open(onConfirm: () => Promise<string | undefined>, onKeep = () => {}) {
  return render(
    <ConfirmDialog
      title="Cancel the order?"
      text="It cannot be taken back."
      keepLabel="Keep"
      confirmLabel="Cancel it"
      busyLabel="Cancelling…"
      onKeep={onKeep}
      onConfirm={onConfirm}
    />,
  );
}

describe('ConfirmDialog', () => {
  it('opens with the safe choice focused and the page held still, and gives both back on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = open(async () => undefined);
    expect(screen.getByRole('dialog', { name: 'Cancel the order?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
    expect(document.body.style.overflow).toBe('hidden');
    view.unmount();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('keeps on Escape and on a press beside it', () => {
    const kept: string[] = [];
    open(
      async () => undefined,
      () => kept.push('kept'),
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(kept).toEqual(['kept', 'kept']);
  });

  it('keeps the focus inside on Tab and says why the change failed', async () => {
    open(async () => 'The order could not be cancelled.');
    const keep = screen.getByRole('button', { name: 'Keep' });
    const confirm = screen.getByRole('button', { name: 'Cancel it' });
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(keep);
    fireEvent.keyDown(keep, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    await act(async () => fireEvent.click(confirm));
    expect(screen.getByRole('alert').textContent).toBe('The order could not be cancelled.');
  });
});
