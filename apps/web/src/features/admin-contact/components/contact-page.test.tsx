import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminContactMessage } from '@salonya/contracts/admin';
import {
  getAdminContactMessages,
  getAdminContactMessagesById,
  postAdminContactMessagesDone,
  postAdminContactMessagesReply,
} from '@salonya/contracts/api-routes';
import { makeContactMessage, paged } from '@/test/admin-fixtures';
import { contractMock, routeKey } from '@/test/contract-mock';
import { mockApi, renderRoute } from '@/test/test-utils';
import { ContactPage } from './contact-page';

/** These render whole screens; the shared test machine can be slow. */
const SLOW = { timeout: 20_000 };

function Harness() {
  const [open, setOpen] = useState<number | null>(null);
  return <ContactPage openMessageId={open} onOpenMessage={setOpen} onCloseMessage={() => setOpen(null)} />;
}

function contactApi() {
  let current: AdminContactMessage = makeContactMessage();
  const list = () =>
    contractMock(getAdminContactMessages, {
      ...paged([current]),
      meta: {
        ...paged([current]).meta,
        status_counts: { new: current.status === 'new' ? 1 : 0, read: 0, answered: 0, done: 0 },
      },
    });
  return mockApi({
    [routeKey(getAdminContactMessages)]: list,
    [routeKey(getAdminContactMessagesById, { id: 4 })]: () => {
      if (current.status === 'new')
        current = { ...current, status: 'read', read_at: '2026-11-23T10:00:00.000Z' };
      return contractMock(getAdminContactMessagesById, { success: true, data: current });
    },
    [routeKey(postAdminContactMessagesReply, { id: 4 })]: (call) => {
      current = {
        ...current,
        status: 'answered',
        reply: (call.body as { message: string }).message,
        replied_at: '2026-11-23T10:05:00.000Z',
        replied_by: { id: 7, name: 'Selin Arslan' },
      };
      return contractMock(postAdminContactMessagesReply, {
        success: true,
        message: 'Yanıt e-posta ile gönderildi.',
        data: current,
      });
    },
    [routeKey(postAdminContactMessagesDone, { id: 4 })]: () => {
      current = { ...current, status: 'done', done_at: '2026-11-23T10:06:00.000Z' };
      return contractMock(postAdminContactMessagesDone, {
        success: true,
        message: 'Mesaj tamamlandı.',
        data: current,
      });
    },
  });
}

describe('ContactPage', SLOW, () => {
  it('reads a message, replies by e-mail and marks it done', async () => {
    const user = userEvent.setup();
    const api = contactApi();
    renderRoute(<Harness />);
    const list = await screen.findByRole('list', { name: 'İletişim mesajları' });
    expect(within(list).getByText('Yeni')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Yeni\s*\(1\)/ })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Can Öztürk/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Randevu' });
    expect(await within(dialog).findByText(/Randevumu iptal etmek istiyorum/)).toBeInTheDocument();
    // Opening marked it read: the list follows.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'İletişim mesajları' })).getByText('Okundu'),
      ).toBeInTheDocument(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'E-posta ile yanıtla' }));
    const reply = await screen.findByRole('dialog', { name: 'Can Öztürk kişisine yanıt' });
    await user.type(within(reply).getByRole('textbox', { name: 'Yanıt' }), 'Kısa');
    await user.click(within(reply).getByRole('button', { name: 'Gönder' }));
    expect(await within(reply).findByText('Yanıt en az 10 karakter olmalıdır.')).toBeInTheDocument();
    await user.type(
      within(reply).getByRole('textbox', { name: 'Yanıt' }),
      ' yanıt: Randevular sayfasından iptal edebilirsiniz.',
    );
    await user.click(within(reply).getByRole('button', { name: 'Gönder' }));
    expect(await within(dialog).findByText('Gönderilen yanıt')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/contact-messages/4/reply')?.body).toEqual({
      message: 'Kısa yanıt: Randevular sayfasından iptal edebilirsiniz.',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('button', { name: 'Tamamlandı olarak işaretle' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('Tamamlandı')).toBeInTheDocument();
  });

  it('filters by status on the server', async () => {
    const user = userEvent.setup();
    const api = contactApi();
    renderRoute(<Harness />);
    await screen.findByRole('list', { name: 'İletişim mesajları' });
    await user.click(screen.getByRole('button', { name: /^Yanıtlandı/ }));
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/admin/contact-messages')
          .at(-1)
          ?.query.get('status'),
      ).toBe('answered'),
    );
  });
});
