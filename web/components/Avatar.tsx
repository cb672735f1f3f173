interface AvatarProps {
  name: string;
  /** A photo URL; without it the initials stand in. */
  image?: string;
  size?: 'md' | 'lg';
}

const sizes = { md: { className: 'size-12 text-base', pixels: 48 }, lg: { className: 'size-20 text-xl', pixels: 80 } } as const;

/** Titles such as 'Engr.' are not part of anyone's initials. */
const titles = new Set(['engr.', 'dr.', 'mr.', 'mrs.', 'ms.', 'chief']);

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !titles.has(word.toLowerCase()));
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

/** A person's photo, or their initials on the brand's navy: the name is always written next to it. */
export function Avatar({ name, image, size = 'md' }: AvatarProps) {
  const look = sizes[size];
  if (image) {
    return <img src={image} alt="" width={look.pixels} height={look.pixels} loading="lazy" className={`${look.className} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${look.className} flex shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-accent`}>
      {initialsOf(name)}
    </span>
  );
}
