import type { JSX } from 'react';
import { deferredComponent } from '../Deferred';
import type { ResponsiveTableProps } from './ResponsiveTable';

export type { ResponsiveTableCard, ResponsiveTableColumn, ResponsiveTableProps } from './ResponsiveTable';
export { StackedText } from './StackedText';
/** Fetched on first use with Fluent's table and card (see deferredComponent). */
export const ResponsiveTable = deferredComponent(() => import('./ResponsiveTable').then((m) => m.ResponsiveTable)) as <T>(
  props: ResponsiveTableProps<T>,
) => JSX.Element;
