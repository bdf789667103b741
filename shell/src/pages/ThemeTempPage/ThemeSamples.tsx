import {
  Badge,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  FluentProvider,
  Input,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Option,
  ProgressBar,
  Radio,
  RadioGroup,
  Switch,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { directionOf } from '@hub/contracts';
import { hubTheme, themeVariables, useHubStore, type ThemeName } from '@hub/ui';
import { Dropdown } from '@hub/ui/controls';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/Logo';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    minWidth: 0,
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  logo: { height: '36px', width: 'auto', maxWidth: '180px', objectFit: 'contain' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  swatch: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyMonospace,
  },
  chip: { width: '20px', height: '20px', borderRadius: tokens.borderRadiusCircular, border: `1px solid ${tokens.colorNeutralStroke1}` },
  table: { minWidth: 0 },
});

/** One group of samples: a region named by its group and its panel (two panels: the names must differ, axe landmark-unique). */
function Group({ title, panel, children }: { title: string; panel: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.group} aria-label={`${title} (${panel})`}>
      <Text weight="semibold">{title}</Text>
      {children}
    </section>
  );
}

const ROWS = [
  ['DJ-RG-000001', 'RING', '3.80'],
  ['DJ-NK-000002', 'NECKLACE', '12.45'],
];

/**
 * Every kind of component the hub uses (buttons, inputs, selects, tabs, badges, a table, a dialog, the
 * snackbar, a link, progress), in one mode with one accent: its own Fluent provider, so the light and
 * dark panels sit side by side whatever the page's own mode is, and a draft accent shows before saving.
 */
export function ThemeSamples({ mode, accent, logoUrl }: { mode: ThemeName; accent: string; logoUrl: string | null }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const locale = useHubStore((s) => s.locale);
  const vars = themeVariables(accent, mode) as unknown as CSSProperties;
  const id = `theme-sample-${mode}`;
  const panelName = t(`themeTemp.${mode}`);
  return (
    <FluentProvider theme={hubTheme(mode, accent)} dir={directionOf(locale)} style={vars}>
      <div className={styles.panel} data-testid={id} data-mode={mode}>
        <div className={styles.head}>
          {logoUrl ? <img src={logoUrl} alt="" className={styles.logo} data-testid={`${id}-logo`} /> : <LogoMark size={36} />}
          <Text size={500} weight="semibold">{t(`themeTemp.${mode}`)}</Text>
          <span className={styles.swatch} dir="ltr">
            <span className={styles.chip} style={{ backgroundColor: 'var(--hub-accent)' }} aria-hidden />
            {accent}
          </span>
        </div>
        <Group title={t('themeTemp.buttons')} panel={panelName}>
          <div className={styles.row}>
            <Button appearance="primary">{t('themeTemp.primary')}</Button>
            <Button>{t('themeTemp.secondary')}</Button>
            <Button appearance="subtle">{t('themeTemp.subtle')}</Button>
            <Button appearance="primary" disabled>
              {t('themeTemp.disabled')}
            </Button>
          </div>
        </Group>
        <Group title={t('themeTemp.inputs')} panel={panelName}>
          <Field label={t('themeTemp.name')}>
            <Input defaultValue={t('themeTemp.namePlaceholder')} />
          </Field>
          <Field label={t('themeTemp.search')} validationState="error" validationMessage={t('themeTemp.invalid')}>
            <Input />
          </Field>
          <Field label={t('themeTemp.select')}>
            <Dropdown defaultValue="Bangkok Siam Paragon" defaultSelectedOptions={['BKK']}>
              <Option value="BKK">Bangkok Siam Paragon</Option>
              <Option value="DXB">Dubai Gold Souk</Option>
            </Dropdown>
          </Field>
          <div className={styles.row}>
            <Checkbox defaultChecked label={t('themeTemp.checkbox')} />
            <Switch defaultChecked label={t('themeTemp.switch')} />
          </div>
          <RadioGroup defaultValue="HEX" layout="horizontal" aria-label={t('themeTemp.radio')}>
            <Radio value="HEX" label="HEX" />
            <Radio value="ASCII" label="ASCII" />
          </RadioGroup>
        </Group>
        <Group title={t('themeTemp.tabs')} panel={panelName}>
          <TabList defaultSelectedValue="all">
            <Tab value="all">{t('themeTemp.tabAll')}</Tab>
            <Tab value="details">{t('themeTemp.tabDetails')}</Tab>
            <Tab value="stock">{t('themeTemp.tabStock')}</Tab>
          </TabList>
        </Group>
        <Group title={t('themeTemp.badges')} panel={panelName}>
          <div className={styles.row}>
            <Badge appearance="filled" color="brand">{t('themeTemp.badgeNew')}</Badge>
            <Badge appearance="tint" color="brand">RING</Badge>
            <Badge appearance="filled" color="success">{t('themeTemp.badgeActive')}</Badge>
            <Badge appearance="filled" color="danger">{t('themeTemp.badgeMissing')}</Badge>
            <Badge appearance="outline" color="informative">{t('themeTemp.badgeInactive')}</Badge>
          </div>
        </Group>
        <Group title={t('themeTemp.table')} panel={panelName}>
          <Table size="small" className={styles.table} aria-label={t('themeTemp.table')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('themeTemp.code')}</TableHeaderCell>
                <TableHeaderCell>{t('themeTemp.type')}</TableHeaderCell>
                <TableHeaderCell>{t('themeTemp.weight')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ROWS.map(([code, type, grams]) => (
                <TableRow key={code}>
                  <TableCell>
                    <Link href="#" onClick={(e) => e.preventDefault()}>
                      {code}
                    </Link>
                  </TableCell>
                  <TableCell>{type}</TableCell>
                  <TableCell>{grams}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Group>
        <Group title={t('themeTemp.snackbar')} panel={panelName}>
          <MessageBar intent="success">
            <MessageBarBody>{t('themeTemp.snackbarText')}</MessageBarBody>
            <MessageBarActions containerAction={<Button appearance="transparent" aria-label={t('themeTemp.close')} icon={<Dismiss20Regular />} />} />
          </MessageBar>
          <ProgressBar value={0.6} aria-label={t('themeTemp.progress')} />
        </Group>
        <Group title={t('themeTemp.dialog')} panel={panelName}>
          <Dialog>
            <DialogTrigger disableButtonEnhancement>
              <Button data-testid={`${id}-open-dialog`}>{t('themeTemp.openDialog')}</Button>
            </DialogTrigger>
            <DialogSurface>
              <DialogBody>
                <DialogTitle>{t('themeTemp.dialogTitle')}</DialogTitle>
                <DialogContent>{t('themeTemp.dialogBody')}</DialogContent>
                <DialogActions>
                  <DialogTrigger disableButtonEnhancement>
                    <Button>{t('themeTemp.secondary')}</Button>
                  </DialogTrigger>
                  <DialogTrigger disableButtonEnhancement>
                    <Button appearance="primary">{t('themeTemp.ok')}</Button>
                  </DialogTrigger>
                </DialogActions>
              </DialogBody>
            </DialogSurface>
          </Dialog>
        </Group>
      </div>
    </FluentProvider>
  );
}
