import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { formatFileSize } from './file-field';
import { TabList, TabPanel } from './tabs';

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Onay" description="Emin misiniz?">
        <button type="button">Evet</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled, keeps Tab inside and gives the focus back on Escape', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    const dialog = screen.getByRole('dialog', { name: 'Onay' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Emin misiniz?');
    expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Evet' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Evet' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aç' })).toHaveFocus();
  });
});

function TabsDemo() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <>
      <TabList
        label="Bölümler"
        idPrefix="demo"
        selected={selected}
        onSelect={setSelected}
        tabs={[
          { id: 'a', label: 'Birinci' },
          { id: 'b', label: 'İkinci' },
          { id: 'c', label: 'Üçüncü' },
        ]}
      />
      <TabPanel idPrefix="demo" id={selected}>{`İçerik ${selected}`}</TabPanel>
    </>
  );
}

describe('TabList', () => {
  it('wraps with the arrow keys and ties the panel to its tab', async () => {
    const user = userEvent.setup();
    render(<TabsDemo />);
    expect(screen.getByRole('tablist', { name: 'Bölümler' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Birinci' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Üçüncü', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Üçüncü' })).toHaveTextContent('İçerik c');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Birinci', selected: true })).toHaveAttribute(
      'aria-controls',
      'demo-panel-a',
    );
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

describe('formatFileSize', () => {
  it('reads in KB below a megabyte and in MB with a Turkish comma above', () => {
    expect(formatFileSize(48_000)).toBe('47 KB');
    expect(formatFileSize(6.2 * 1024 * 1024)).toBe('6,2 MB');
  });
});
