import type { ReactElement } from 'react';
import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  messages: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  code: { fontFamily: tokens.fontFamilyMonospace, opacity: 0.8, marginInlineStart: tokens.spacingHorizontalXS },
});

export interface CellFieldProps {
  /** The broken rules of this cell (CDM codes), shown under it in the user's language. */
  codes: readonly string[];
  children: ReactElement;
  className?: string;
}

/** One editor cell: its control, with each broken rule's wording and code beside it (spec section 5). */
export function CellField({ codes, children, className }: CellFieldProps) {
  const styles = useStyles();
  const invalid = codes.length > 0;
  return (
    <Field
      className={className}
      validationState={invalid ? 'error' : 'none'}
      validationMessage={
        invalid ? (
          <span className={styles.messages} data-testid="cell-error">
            {codes.map((code) => (
              <span key={code} data-code={code}>
                {codeWording(code)}
                <span className={styles.code}>({code})</span>
              </span>
            ))}
          </span>
        ) : undefined
      }
    >
      {children}
    </Field>
  );
}
