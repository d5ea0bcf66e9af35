import { render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { TOASTER_PROPS } from './provider';

describe('toasts speak Turkish', () => {
  it('the region and the close button have Turkish names', async () => {
    render(<Toaster {...TOASTER_PROPS} />);
    toast.success('Kaydedildi');
    expect(await screen.findByText('Kaydedildi')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bildirimler (Alt+T)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bildirimi kapat' })).toBeInTheDocument());
    expect(document.body.innerHTML).not.toMatch(/Notifications|Close toast/);
  });
});

describe('the app providers load sonner at the first toast', () => {
  it('render no toast region until a toast is shown, then show it in the Turkish region', async () => {
    const { AppProvider } = await import('./provider');
    const { toast: appToast, sonnerStore } = await import('@/lib/toast');
    render(
      <AppProvider syncServerTime={false}>
        <p>Sayfa</p>
      </AppProvider>,
    );
    expect(screen.getByText('Sayfa')).toBeInTheDocument();
    expect(sonnerStore.get()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bildirimler (Alt+T)' })).not.toBeInTheDocument();
    appToast.success('Randevu kaydedildi');
    expect(await screen.findByText('Randevu kaydedildi')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bildirimler (Alt+T)' })).toBeInTheDocument();
  });
});

describe('the server time sync starts when a screen may need it', () => {
  it('starts at once on a client-rendered page', async () => {
    const { whenServerTimeNeeded } = await import('./provider');
    const doc = document.implementation.createHTMLDocument('');
    const start = vi.fn();
    whenServerTimeNeeded(start, doc);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the first action on a server-rendered page, and starts once', async () => {
    const { whenServerTimeNeeded } = await import('./provider');
    const doc = document.implementation.createHTMLDocument('');
    const state = doc.createElement('script');
    state.id = 'ssr-state';
    doc.body.append(state);
    const start = vi.fn();
    whenServerTimeNeeded(start, doc);
    expect(start).not.toHaveBeenCalled();
    doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    doc.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled', async () => {
    const { whenServerTimeNeeded } = await import('./provider');
    const doc = document.implementation.createHTMLDocument('');
    const state = doc.createElement('script');
    state.id = 'ssr-state';
    doc.body.append(state);
    const start = vi.fn();
    whenServerTimeNeeded(start, doc)();
    doc.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });
});
