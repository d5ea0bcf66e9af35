import type { MediaImage } from '@salonya/contracts/salon-media';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { cn } from '@/lib/cn';
import { personInitialsOf } from '@salonya/domain/format/names';

/** A member's photo (the uploaded variants when there are some), or their initials on a coloured disc. */
export function StaffAvatar({
  name,
  url,
  image = null,
  size = 'md',
}: {
  name: string;
  url: string | null;
  image?: MediaImage | null;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'size-9 text-xs' : 'size-12 text-sm';
  if (image !== null) {
    return (
      <ResponsiveImage
        src={image.url}
        alt={`${name} fotoğrafı`}
        variants={image.variants}
        width={image.width}
        height={image.height}
        sizes={size === 'sm' ? '36px' : '48px'}
        className={cn(box, 'shrink-0 rounded-full object-cover')}
      />
    );
  }
  if (url !== null && url !== '') {
    return (
      <img src={url} alt={`${name} fotoğrafı`} className={cn(box, 'shrink-0 rounded-full object-cover')} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800',
      )}
    >
      {personInitialsOf(name)}
    </span>
  );
}
