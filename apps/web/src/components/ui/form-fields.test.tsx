import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';
import { Button } from './button';
import { CheckboxField } from './checkbox-field';
import { ErrorState } from './states';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and links the error text to it', () => {
    render(
      <TextField
        label="E-posta"
        type="email"
        hint="İş e-postanızı yazın."
        error="Geçerli bir e-posta adresi girin."
      />,
    );
    const input = screen.getByLabelText('E-posta');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('İş e-postanızı yazın. Geçerli bir e-posta adresi girin.');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Ad Soyad" />);
    expect(screen.getByLabelText('Ad Soyad')).not.toHaveAttribute('aria-invalid');
  });

  it('works with react-hook-form register', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { name: '', kvkk: false } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <TextField label="Ad Soyad" {...register('name')} />
          <CheckboxField label="KVKK metnini okudum" {...register('kvkk')} />
          <Button type="submit">Kaydet</Button>
        </form>
      );
    }
    render(<Form />);
    await user.type(screen.getByLabelText('Ad Soyad'), 'Deniz Aksoy');
    await user.click(screen.getByRole('checkbox', { name: 'KVKK metnini okudum' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Deniz Aksoy', kvkk: true }, expect.anything());
  });
});

describe('CheckboxField', () => {
  it('announces its error', () => {
    render(<CheckboxField label="KVKK metnini okudum" error="Onay gerekli." />);
    const box = screen.getByRole('checkbox', { name: 'KVKK metnini okudum' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Onay gerekli.');
  });
});

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    render(<Button isLoading>Kaydet</Button>);
    const button = screen.getByRole('button', { name: 'Kaydet' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'button');
  });
});

describe('Alert and ErrorState', () => {
  it('announces errors as alerts and other messages as status', () => {
    render(
      <>
        <Alert variant="error" title="Hata">
          Kaydedilemedi.
        </Alert>
        <Alert variant="success">Kaydedildi.</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('HataKaydedilemedi.');
    expect(screen.getByRole('status')).toHaveTextContent('Kaydedildi.');
  });

  it('offers Tekrar Dene', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorState title="Veri yüklenirken hata oluştu" message="Sunucuya ulaşılamadı." onRetry={onRetry} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
