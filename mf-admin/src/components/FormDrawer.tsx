import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useFocusReturn } from '@hub/ui';
import type { FormEvent, ReactNode } from 'react';

export interface FormDrawerWords {
  close: string;
  cancel: string;
  submit: string;
  /** Shown above the fields when the user may only look. */
  readOnly: string;
  /** Shown once a save attempt found problems in the fields. */
  fixErrors: string;
}

/** The words of a drawer form whose catalogue keys sit under `<prefix>.` (close, cancel, create or save, readOnly, fixErrors). */
export function formDrawerWords(t: (key: string) => string, prefix: string, creating: boolean): FormDrawerWords {
  return {
    close: t(`${prefix}.close`),
    cancel: t(`${prefix}.cancel`),
    submit: t(creating ? `${prefix}.create` : `${prefix}.save`),
    readOnly: t(`${prefix}.readOnly`),
    fixErrors: t(`${prefix}.fixErrors`),
  };
}

/** What the drawer needs of the form's state (`useDrawerForm`). */
export interface FormDrawerState {
  saving: boolean;
  formError: string | null;
  submitted: boolean;
  clientErrors: object;
  save: (event?: FormEvent) => Promise<void>;
}

export interface FormDrawerProps {
  open: boolean;
  title: string;
  /** `data-testid` of the drawer; its form-level error is `<testId>-error`. */
  testId: string;
  /** Without it the fields are only shown: a read-only note, Close, no submit button. */
  canSave: boolean;
  form: FormDrawerState;
  words: FormDrawerWords;
  onClose: () => void;
  /** The drawer's width (and anything else of the surface). */
  className?: string;
  /** The body's layout (grid of sections, column...). */
  bodyClassName?: string;
  children: ReactNode;
}

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    minHeight: 0,
    flexGrow: 1,
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: tokens.spacingVerticalM,
    // The body scrolls: its children keep their height instead of shrinking into each other.
    '& > *': { flexShrink: 0 },
  },
  footer: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
});

/**
 * An edit form in a drawer at the reading end (the store and user forms): title with a close button,
 * the read-only, form-error and fix-the-fields notes, the fields, then Cancel (Close) and submit.
 */
export function FormDrawer({
  open,
  title,
  testId,
  canSave,
  form,
  words,
  onClose,
  className,
  bodyClassName,
  children,
}: FormDrawerProps) {
  const styles = useStyles();
  useFocusReturn(open);
  const { saving, formError } = form;
  // The form's own rules found problems at the last save attempt.
  const showFixErrors = form.submitted && Object.keys(form.clientErrors).length > 0;
  return (
    <OverlayDrawer
      position="end"
      open={open}
      onOpenChange={(_, data) => !data.open && onClose()}
      className={className}
      aria-label={title}
      data-testid={testId}
    >
      <form className={styles.form} onSubmit={(e) => void form.save(e)} noValidate>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={<Button appearance="subtle" aria-label={words.close} icon={<Dismiss24Regular />} onClick={onClose} />}
          >
            {title}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={mergeClasses(styles.body, bodyClassName)}>
          {!canSave && (
            <MessageBar intent="info" layout="multiline">
              <MessageBarBody>{words.readOnly}</MessageBarBody>
            </MessageBar>
          )}
          {formError && (
            <MessageBar intent="error" layout="multiline" role="alert" data-testid={`${testId}-error`}>
              <MessageBarBody>{formError}</MessageBarBody>
            </MessageBar>
          )}
          {showFixErrors && (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{words.fixErrors}</MessageBarBody>
            </MessageBar>
          )}
          {children}
        </DrawerBody>
        <DrawerFooter className={styles.footer}>
          <Button appearance="secondary" onClick={onClose}>
            {canSave ? words.cancel : words.close}
          </Button>
          {canSave && (
            <Button appearance="primary" type="submit" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
              {words.submit}
            </Button>
          )}
        </DrawerFooter>
      </form>
    </OverlayDrawer>
  );
}
