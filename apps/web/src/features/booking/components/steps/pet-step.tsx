import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  appointmentPetInputSchema,
  petSizeLabels,
  petSizeValues,
  petSpeciesLabels,
  petSpeciesValues,
} from '@salonya/contracts/booking';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { StepProps } from '../step-props';
import { StepFrame, WizardFooter } from '../wizard-footer';

export const PET_SPECIES = petSpeciesValues.map((value) => ({ value, label: petSpeciesLabels[value] }));
export const PET_SIZES = petSizeValues.map((value) => ({ value, label: petSizeLabels[value] }));

/** The API's own rules and messages (POST /appointments checks the same schema). */
const petSchema = appointmentPetInputSchema;
type PetForm = z.input<typeof petSchema>;

/** SPEC §2.5 'pet' (only for pet services): the pet's name, species, breed and size. */
export function PetStep({ draft, update, goNext, goBack }: StepProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PetForm>({
    resolver: zodResolver(petSchema),
    defaultValues: {
      name: draft.pet?.name ?? '',
      species: (draft.pet?.species ?? '') as PetForm['species'],
      breed: draft.pet?.breed ?? '',
      size: (draft.pet?.size ?? '') as PetForm['size'],
    },
  });

  const submit = handleSubmit((values) => {
    update((d) => ({
      ...d,
      pet: {
        name: values.name.trim(),
        species: values.species,
        breed: values.breed.trim(),
        size: values.size,
      },
    }));
    goNext();
  });

  return (
    <StepFrame title="Evcil hayvan bilgileri" description="Bakım yapılacak dostunuzu tanıyalım.">
      <form
        id="booking-pet-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField label="Adı" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <SelectField
          label="Türü"
          placeholder="Seçin"
          options={PET_SPECIES}
          error={errors.species?.message}
          {...register('species')}
        />
        <TextField
          label="Cinsi"
          placeholder="Örn. Golden Retriever"
          error={errors.breed?.message}
          {...register('breed')}
        />
        <SelectField
          label="Boyutu"
          placeholder="Seçin"
          options={PET_SIZES}
          error={errors.size?.message}
          {...register('size')}
        />
      </form>
      <WizardFooter
        draft={draft}
        onBack={goBack}
        primary={{ label: 'Devam Et', onClick: () => void submit() }}
      />
    </StepFrame>
  );
}
