import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  secondary: { color: tokens.colorNeutralForeground3 },
});

/** A cell's main line with a smaller, quieter line under it (a store's code, a duration). */
export function StackedText({ primary, secondary }: { primary: ReactNode; secondary?: ReactNode }) {
  const styles = useStyles();
  return (
    <>
      <Text block>{primary}</Text>
      {secondary ? (
        <Text size={200} className={styles.secondary}>
          {secondary}
        </Text>
      ) : null}
    </>
  );
}
