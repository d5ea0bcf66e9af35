import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPhoto } from '@salonya/contracts/salon-media';
import { MEDIA_MESSAGES } from '@salonya/domain/catalogue/salon-media';
import { toast } from '@/lib/toast';
import { mockApi, renderRoute, type ApiAnswer } from '@/test/test-utils';
import { makePhoto, OWNER_SALONS } from '../testing/fixtures';
import { GalleryPage, movedOrder } from './gallery-page';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
afterEach(() => vi.clearAllMocks());

const ok = (data: unknown, message?: string): ApiAnswer => ({
  body: { success: true, data, ...(message ? { message } : {}) },
});

function api(photos: GalleryPhoto[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /salon-owner/salons': { body: OWNER_SALONS },
    'GET /salon-owner/salons/7/gallery': ok(photos),
    ...extra,
  });
}

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

describe('GalleryPage', { timeout: 30_000 }, () => {
  it('starts empty and uploads several photos at once as multipart', async () => {
    const uploaded = [makePhoto(1), makePhoto(2)];
    const { fetchMock } = api([], {
      'POST /salon-owner/salons/7/gallery': { status: 201, ...ok(uploaded, '2 fotoğraf yüklendi.') },
    });
    renderRoute(<GalleryPage />);
    expect(await screen.findByText('Henüz fotoğraf eklemediniz')).toBeInTheDocument();
    expect(screen.getByText('0 / 30 fotoğraf')).toBeInTheDocument();

    await userEvent.setup().upload(screen.getByLabelText('Fotoğraf Yükle'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 fotoğraf yüklendi.'));
    const init = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')?.[1];
    expect((init?.body as FormData).getAll('file')).toHaveLength(2);
    expect(await screen.findAllByRole('listitem', { name: /Fotoğraf \d/ })).toHaveLength(2);
    // Variants as srcset, the stored size as width/height.
    const img = screen.getByRole('img', { name: 'Fotoğraf 1' });
    expect(img).toHaveAttribute('srcset', expect.stringContaining('-640.webp 640w'));
    expect(img).toHaveAttribute('width', '4000');
    expect(img).toHaveAttribute('height', '3000');
  });

  it('refuses a file of the wrong type before sending, and shows the server refusal', async () => {
    const { calls } = api([], {
      'POST /salon-owner/salons/7/gallery': {
        status: 422,
        body: { success: false, message: MEDIA_MESSAGES.broken, errors: { file: [MEDIA_MESSAGES.broken] } },
      },
    });
    renderRoute(<GalleryPage />);
    await screen.findByText('Henüz fotoğraf eklemediniz');
    const input = screen.getByLabelText('Fotoğraf Yükle');
    const ui = userEvent.setup({ applyAccept: false });
    await ui.upload(input, new File(['hi'], 'not.txt', { type: 'text/plain' }));
    expect(await screen.findByText(`not.txt: ${MEDIA_MESSAGES.wrongType}`)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await ui.upload(input, jpeg('kirik.jpg'));
    expect(await screen.findByText(MEDIA_MESSAGES.broken)).toBeInTheDocument();
  });

  it('saves a caption, moves a photo, chooses the cover and deletes after confirming', async () => {
    // The server's gallery, changed by the calls like the API would.
    let current = [makePhoto(1, { is_cover: true }), makePhoto(2), makePhoto(3)];
    const find = (id: number) => current.find((p) => p.id === id)!;
    const { calls } = api([], {
      'GET /salon-owner/salons/7/gallery': () => ok(current),
      'PATCH /salon-owner/salons/7/gallery/2': (call) => {
        current = current.map((p) =>
          p.id === 2 ? { ...p, caption: (call.body as { caption: string }).caption } : p,
        );
        return ok(find(2), 'Açıklama kaydedildi.');
      },
      'PUT /salon-owner/salons/7/gallery/order': (call) => {
        current = (call.body as { photo_ids: number[] }).photo_ids.map(find);
        return ok(current, 'Sıralama kaydedildi.');
      },
      'PUT /salon-owner/salons/7/gallery/3/cover': () => {
        current = current.map((p) => ({ ...p, is_cover: p.id === 3 }));
        return ok(find(3), 'Kapak fotoğrafı seçildi.');
      },
      'DELETE /salon-owner/salons/7/gallery/3': () => {
        current = current.filter((p) => p.id !== 3);
        return { body: { success: true, message: 'Fotoğraf silindi.' } };
      },
    });
    renderRoute(<GalleryPage />);
    const ui = userEvent.setup();
    const first = await screen.findByRole('listitem', { name: 'Fotoğraf 1' });
    expect(within(first).getAllByText('Kapak')).toHaveLength(2);
    expect(within(first).getByRole('button', { name: 'Fotoğraf 1: Kapak' })).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Fotoğraf 1: öne al' })).toBeDisabled();

    const second = screen.getByRole('listitem', { name: 'Fotoğraf 2' });
    await ui.type(within(second).getByLabelText('Fotoğraf 2 açıklaması'), 'Yeni koltuklar');
    await ui.click(within(second).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Açıklama kaydedildi.'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ caption: 'Yeni koltuklar' });

    await ui.click(within(first).getByRole('button', { name: 'Fotoğraf 1: geriye al' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sıralama kaydedildi.'));
    expect(calls.find((c) => c.path.endsWith('/order'))?.body).toEqual({ photo_ids: [2, 1, 3] });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Yeni koltuklar' })).toBeInTheDocument());

    await ui.click(screen.getByRole('button', { name: 'Fotoğraf 3: Kapak Yap' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Kapak fotoğrafı seçildi.'));
    const third = screen.getByRole('listitem', { name: 'Fotoğraf 3' });
    await waitFor(() => expect(within(third).getAllByText('Kapak')).toHaveLength(2));

    await ui.click(within(third).getByRole('button', { name: 'Fotoğraf 3: sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotoğrafı sil' });
    expect(dialog).toHaveTextContent('kapak fotoğrafınız');
    await ui.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Fotoğraf silindi.'));
    await waitFor(() => expect(screen.getAllByRole('listitem', { name: /Fotoğraf \d/ })).toHaveLength(2));
  });

  it('drags a photo across the grid with the mouse; the order shows at once and is saved', async () => {
    let current = [makePhoto(1), makePhoto(2), makePhoto(3)];
    const { calls } = api([], {
      'GET /salon-owner/salons/7/gallery': () => ok(current),
      'PUT /salon-owner/salons/7/gallery/order': (call) => {
        const ids = (call.body as { photo_ids: number[] }).photo_ids;
        current = ids.map((id) => current.find((p) => p.id === id)!);
        return ok(current, 'Sıralama kaydedildi.');
      },
    });
    renderRoute(<GalleryPage />);
    const grip = await screen.findByRole('button', { name: 'Fotoğraf 1: sürükleyerek taşı' });
    // Three cells side by side, 200 px wide.
    screen.getAllByRole('listitem').forEach((cell, i) => {
      cell.getBoundingClientRect = () =>
        ({ left: i * 200, right: (i + 1) * 200, top: 0, bottom: 150, width: 200, height: 150 }) as DOMRect;
    });
    fireEvent.pointerDown(grip, { pointerId: 7, pointerType: 'mouse', button: 0, clientX: 20, clientY: 20 });
    fireEvent.pointerMove(grip, { pointerId: 7, pointerType: 'mouse', clientX: 500, clientY: 60 });
    fireEvent.pointerUp(grip, { pointerId: 7, pointerType: 'mouse', clientX: 500, clientY: 60 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sıralama kaydedildi.'));
    expect(calls.filter((c) => c.path.endsWith('/order')).map((c) => c.body)).toEqual([
      { photo_ids: [2, 3, 1] },
    ]);
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Fotoğraf 1',
      'Fotoğraf 2',
      'Fotoğraf 3',
    ]);
    expect(within(screen.getByRole('listitem', { name: 'Fotoğraf 3' })).getByRole('img')).toHaveAttribute(
      'src',
      makePhoto(1).image.url,
    );
  });

  it('moves a photo with the arrow keys on its grip and puts it back when saving fails', async () => {
    let release: () => void = () => undefined;
    api([makePhoto(1), makePhoto(2)], {
      'PUT /salon-owner/salons/7/gallery/order': async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { status: 500, body: { success: false, message: 'Sunucu hatası' } };
      },
    });
    renderRoute(<GalleryPage />);
    const ui = userEvent.setup();
    const grip = await screen.findByRole('button', { name: 'Fotoğraf 2: sürükleyerek taşı' });
    const firstImage = () =>
      within(screen.getByRole('listitem', { name: 'Fotoğraf 1' }))
        .getByRole('img')
        .getAttribute('src');
    const before = firstImage();
    grip.focus();
    await ui.keyboard('{ArrowLeft}');
    // Optimistic: photo 2 is first while the request runs.
    await waitFor(() => expect(firstImage()).not.toBe(before));
    release();
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    await waitFor(() => expect(firstImage()).toBe(before));
  });

  it('shows a failed load with Tekrar Dene', async () => {
    let recovered = false;
    api([], {
      'GET /salon-owner/salons/7/gallery': () =>
        recovered ? ok([makePhoto(1)]) : { status: 500, body: { success: false, message: 'Sunucu hatası' } },
    });
    renderRoute(<GalleryPage />);
    const retry = await screen.findByRole('button', { name: 'Tekrar Dene' }, { timeout: 10_000 });
    recovered = true;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('listitem', { name: 'Fotoğraf 1' })).toBeInTheDocument();
  });
});

describe('movedOrder', () => {
  const photos = [makePhoto(1), makePhoto(2), makePhoto(3)];
  it.each([
    [0, 1, [2, 1, 3]],
    [2, -1, [1, 3, 2]],
    [0, -1, [1, 2, 3]],
    [2, 1, [1, 2, 3]],
  ] as const)('photo %i moved by %i → %j', (index, delta, expected) => {
    expect(movedOrder(photos, index, delta)).toEqual(expected);
  });
});
