import type { ComponentType } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { CloudArchive20Regular, Database20Regular, Globe20Regular, Server20Regular } from '@fluentui/react-icons';
import type { ImportSourceKind } from '@hub/contracts';
import { useTranslation } from 'react-i18next';

/** The icon of each kind of import source. */
export const SOURCE_KIND_ICON: Readonly<Record<ImportSourceKind, ComponentType<{ 'aria-hidden'?: boolean; className?: string }>>> = {
  DATABASE: Database20Regular,
  WEB_SERVICE: Globe20Regular,
  FTP: Server20Regular,
  OBJECT_STORAGE: CloudArchive20Regular,
};

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  icon: { color: tokens.colorBrandForeground1, flexShrink: 0 },
});

/** A source's kind: its icon and its name (database, web service, file server, object storage). */
export function SourceKindLabel({ kind }: { kind: ImportSourceKind }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const Icon = SOURCE_KIND_ICON[kind];
  return (
    <span className={styles.root} data-testid="source-kind">
      <Icon aria-hidden className={styles.icon} />
      {t(`sources.${kind}`)}
    </span>
  );
}
