import { Avatar } from '@portfolio/mui';
import { avatarColor, initialsOf } from '../../logic/avatar';

/**
 * The testimonial's image, or (no image, or one that fails to load) the name's initials in a coloured
 * circle drawn here, so no avatar service is ever asked. Decorative: the name is printed beside it.
 */
export function NameAvatar({ name, image }: { name: string; image: string | null }) {
  return (
    <Avatar src={image ?? undefined} alt="" aria-hidden sx={{ width: 56, height: 56, bgcolor: avatarColor(name), color: 'common.white', fontWeight: 700 }}>
      {initialsOf(name)}
    </Avatar>
  );
}
