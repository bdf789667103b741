import { Avatar } from '@fluentui/react-components';
import type { SessionUser } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { initialsAvatar } from '../../rules/initialsAvatar';

/**
 * The user's image, or an initials image generated locally (spec section 2). `decorative` inside a
 * control that has its own name (the account menu button): no initials text under the image (the
 * image draws them), so they are not taken for the control's text.
 */
export function UserAvatar({ user, size = 32, decorative = false }: { user: SessionUser; size?: 24 | 32 | 40 | 48 | 56 | 64; decorative?: boolean }) {
  const { t } = useTranslation('shell');
  const name = user.userName || user.email;
  return <Avatar size={size} name={name} initials={decorative ? null : undefined} image={{ src: user.image || initialsAvatar(name), alt: t('user.avatar', { name }) }} />;
}
