import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular, Location20Regular } from '@fluentui/react-icons';
import { DRAWER_WIDTH_PX } from '@hub/contracts';
import { useFocusReturn } from '@hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_LEVELS, locationOptions } from '../../rules/locationFilter';
import { useLocationSelector } from './useLocationSelector';

const ALL = '__all__';

const useStyles = makeStyles({
  drawer: { width: `${DRAWER_WIDTH_PX}px`, maxWidth: '100vw' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlock: tokens.spacingVerticalM },
});

/** Spec section 2: a right-side drawer, 350 px wide, titled 'Select Stores', with cascading dropdowns. */
export function LocationSelector() {
  const [open, setOpen] = useState(false);
  useFocusReturn(open);
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const selector = useLocationSelector();
  const openDrawer = () => {
    setOpen(true);
    if (selector.state === 'idle' || selector.state === 'error') void selector.load();
  };
  return (
    <>
      <Button appearance="subtle" icon={<Location20Regular />} aria-label={t('location.open')} onClick={openDrawer} data-testid="location-selector">
        <span className="hub-hide-narrow">{t('location.open')}</span>
      </Button>
      <OverlayDrawer position="end" open={open} onOpenChange={(_, d) => setOpen(d.open)} className={styles.drawer}>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={<Button appearance="subtle" aria-label={t('location.close')} icon={<Dismiss24Regular />} onClick={() => setOpen(false)} />}
          >
            {t('location.title')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.body}>
          {selector.state === 'loading' && <Spinner size="small" label={t('location.loading')} />}
          {selector.state === 'error' && (
            <MessageBar intent="error">
              <MessageBarBody>{selector.error ?? t('location.error')}</MessageBarBody>
            </MessageBar>
          )}
          {selector.state === 'ready' &&
            LOCATION_LEVELS.map((level) => (
              <Field key={level} label={t(`location.${level}`)}>
                <Select
                  value={selector.filter[level] ?? ALL}
                  onChange={(_, data) => selector.pick(level, data.value === ALL ? null : data.value)}
                >
                  <option value={ALL}>{t('location.all')}</option>
                  {locationOptions(selector.stores, selector.filter, level).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </Field>
            ))}
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
