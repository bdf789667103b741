import { Avatar } from '@fluentui/react-components';
import type { SessionUser } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { initialsAvatar } from '../../rules/initialsAvatar';

/** The user's image, or an initials image generated locally (spec section 2). */
export function UserAvatar({ user, size = 32 }: { user: SessionUser; size?: 24 | 32 | 40 | 48 | 56 | 64 }) {
  const { t } = useTranslation('shell');
  const name = user.userName || user.email;
  return <Avatar size={size} name={name} image={{ src: user.image || initialsAvatar(name), alt: t('user.avatar', { name }) }} />;
}
