import {
  Dropdown as FluentDropdown,
  SpinButton as FluentSpinButton,
  type DropdownProps,
  type SpinButtonProps,
} from '@fluentui/react-components';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Fluent's Dropdown and SpinButton with their built-in English accessible names in the page's
 * language (issue 30 item 4): the Dropdown's clear button ("Clear selection", rendered even when
 * hidden) and the SpinButton's step buttons ("Increment value", "Decrement value"). Pages import
 * these from '@hub/ui/controls' instead of Fluent's; a slot the caller sets is kept as it is. Not in
 * @hub/ui's main entry, which every page loads (the sign-in page too): that would bring Fluent's
 * combobox and spin button packages there.
 */
export const Dropdown = forwardRef<HTMLButtonElement, DropdownProps>(function Dropdown(props, ref) {
  const { t } = useTranslation('common');
  return <FluentDropdown ref={ref} {...props} clearButton={props.clearButton ?? { 'aria-label': t('controls.clearSelection') }} />;
});

export const SpinButton = forwardRef<HTMLInputElement, SpinButtonProps>(function SpinButton(props, ref) {
  const { t } = useTranslation('common');
  return (
    <FluentSpinButton
      ref={ref}
      {...props}
      incrementButton={props.incrementButton ?? { 'aria-label': t('controls.increment') }}
      decrementButton={props.decrementButton ?? { 'aria-label': t('controls.decrement') }}
    />
  );
});
