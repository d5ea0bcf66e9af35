import { render, screen, waitFor } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { describe, expect, it } from 'vitest';
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
