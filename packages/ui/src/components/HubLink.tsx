import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { localizePath } from '@hub/contracts';
import { navigateTo } from '../api/navigateTo';
import { useHubStore } from '../store/hubStore';

export interface HubLinkProps {
  /** Path without locale prefix; the current language's prefix is added. */
  to: string;
  children: ReactNode;
  className?: string;
  appearance?: 'default' | 'subtle';
  'aria-current'?: 'page' | undefined;
  onNavigate?: () => void;
}

/** A link that works in any React root: localized href, client-side navigation. */
export function HubLink({ to, children, className, appearance, onNavigate, ...aria }: HubLinkProps) {
  const locale = useHubStore((s) => s.locale);
  const href = localizePath(to, locale);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigateTo(href);
    onNavigate?.();
  };
  return (
    <Link as="a" href={href} className={className} appearance={appearance} onClick={onClick} {...aria}>
      {children}
    </Link>
  );
}
