import type { ReactNode } from 'react';
import { Card, Text } from '@fluentui/react-components';
import type { FieldOption } from '../../domain/productFields';
import { OrderedFieldList } from '../OrderedFieldList';
import { useConfigPageStyles } from '../configPageStyles';

export interface FieldListCardProps {
  title: string;
  hint: string;
  fields: readonly string[];
  options: readonly FieldOption[];
  max: number;
  disabled: boolean;
  emptyText: string;
  onChange: (fields: string[]) => void;
  /** Shown under the list (e.g. the rule the list breaks). */
  children?: ReactNode;
}

/** A card holding one ordered list of product fields, with its title and what the list is for. */
export function FieldListCard({ title, hint, children, ...list }: FieldListCardProps) {
  const page = useConfigPageStyles();
  return (
    <Card className={page.card}>
      <div className={page.stack}>
        <Text as="h2" size={500} weight="semibold" className={page.cardTitle}>
          {title}
        </Text>
        <Text size={200} className={page.muted}>
          {hint}
        </Text>
      </div>
      <OrderedFieldList label={title} {...list} />
      {children}
    </Card>
  );
}
