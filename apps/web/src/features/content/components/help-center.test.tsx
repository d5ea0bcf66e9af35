import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/test-utils';
import { FAQ_TOPICS } from '../data/faq';
import type { FaqTopic } from '../types';
import { HelpCenter } from './help-center';

const TOPICS: readonly FaqTopic[] = [
  {
    id: 'randevu',
    title: 'Randevu',
    description: 'Randevu alma',
    items: [
      {
        id: 'kuafor-randevusu',
        question: 'Kuaför randevusu nasıl alınır?',
        answer: [{ kind: 'paragraph', text: 'Salon sayfasında “Randevu Al” düğmesine basın.' }],
      },
      {
        id: 'ISIK-sorusu',
        question: 'Işıklı aynalı salonlar nerede?',
        answer: [{ kind: 'paragraph', text: 'Arama sonuçlarındaki fotoğraflara bakın.' }],
      },
    ],
  },
  {
    id: 'iptal-iade',
    title: 'İptal ve İade',
    description: 'İptal ve iade süreleri',
    items: [
      {
        id: 'iade-suresi',
        question: 'İadem ne zaman yapılır?',
        keywords: ['para iadesi'],
        answer: [{ kind: 'paragraph', text: 'İadeler en geç 14 gün içinde kartınıza yapılır.' }],
      },
    ],
  },
];

function renderHelp(url = '/yardim', topics: readonly FaqTopic[] = TOPICS) {
  return renderRoute(<HelpCenter topics={topics} supportEmail="destek@salonya.test" />, {
    path: '/yardim',
    url,
  });
}

const questionButtons = () =>
  screen
    .queryAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }));

describe('Help centre search', () => {
  it('filters the questions as you type, ignoring Turkish letters and case', async () => {
    const user = userEvent.setup();
    renderHelp();
    const search = screen.getByRole('searchbox', { name: 'Sorularda ara' });
    expect(questionButtons()).toHaveLength(3);

    await user.type(search, 'kuafor');
    expect(screen.getByRole('button', { name: 'Kuaför randevusu nasıl alınır?' })).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 soru bulundu');
    // The topic of a filtered-out question disappears.
    expect(screen.queryByRole('heading', { name: 'İptal ve İade' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'IADE');
    expect(screen.getByRole('button', { name: 'İadem ne zaman yapılır?' })).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'isikli');
    expect(screen.getByRole('button', { name: 'Işıklı aynalı salonlar nerede?' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'İADESİ para');
    expect(screen.getByRole('button', { name: 'İadem ne zaman yapılır?' })).toBeInTheDocument();
  });

  it('searches the answers too, and all words must match', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(screen.getByRole('searchbox', { name: 'Sorularda ara' }), '14 gun kart');
    expect(questionButtons()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'İadem ne zaman yapılır?' })).toBeInTheDocument();
  });

  it('shows the empty state with a link to the contact page, and clears the search', async () => {
    const user = userEvent.setup();
    renderHelp();
    const search = screen.getByRole('searchbox', { name: 'Sorularda ara' });
    await user.type(search, 'uzay mekiği');
    expect(screen.getByText('Aradığınız soruyu bulamadık')).toBeInTheDocument();
    expect(questionButtons().filter((b) => b.hasAttribute('aria-controls'))).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'iletişim sayfasından' })).toHaveAttribute('href', '/iletisim');

    await user.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    expect(search).toHaveValue('');
    expect(screen.queryByText('Aradığınız soruyu bulamadık')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İadem ne zaman yapılır?' })).toBeInTheDocument();
  });
});

describe('Help centre accordions', () => {
  it('toggles aria-expanded and the answer with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    renderHelp();
    const question = screen.getByRole('button', { name: 'İadem ne zaman yapılır?' });
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('İadeler en geç 14 gün içinde kartınıza yapılır.');

    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the question a #soru- link points at', () => {
    renderHelp('/yardim#soru-iade-suresi');
    expect(screen.getByRole('button', { name: 'İadem ne zaman yapılır?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Kuaför randevusu nasıl alınır?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('Help centre content', () => {
  it('has at least 24 questions in the six topics, each with a unique anchor', () => {
    expect(FAQ_TOPICS.map((topic) => topic.title)).toEqual([
      'Hesap',
      'Randevu',
      'Ödeme',
      'İptal ve İade',
      'Yorumlar',
      'Salon Sahipleri',
    ]);
    const ids = FAQ_TOPICS.flatMap((topic) => topic.items.map((item) => item.id));
    expect(ids.length).toBeGreaterThanOrEqual(24);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders every topic with its questions and finds a real question by its Turkish word', async () => {
    const user = userEvent.setup();
    renderHelp('/yardim', FAQ_TOPICS);
    for (const topic of FAQ_TOPICS) {
      const section = screen.getByRole('region', { name: topic.title });
      expect(within(section).getAllByRole('button')).toHaveLength(topic.items.length);
    }
    await user.type(screen.getByRole('searchbox', { name: 'Sorularda ara' }), 'sifremi unuttum');
    expect(screen.getByRole('button', { name: 'Şifremi unuttum, nasıl sıfırlarım?' })).toBeInTheDocument();
  });
});
