import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, ArrowRight20Regular } from '@fluentui/react-icons';
import { directionOf } from '@hub/contracts';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useHubStore } from '../../store/hubStore';
import { HubLink } from '../HubLink';
import { ErrorPageFrame } from './ErrorPageFrame';

const useStyles = makeStyles({
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase400 },
});

export interface RecordNotFoundProps {
  /** What is missing, as the page's heading: "Product not found". */
  title: string;
  /** The record asked for, in a sentence: "No product with the code X was found in this store." */
  body?: ReactNode;
  /** The list the record belongs to: the page's way back. */
  back: { to: string; label: string };
}

/**
 * The hub's one page for an unknown record (issue 30 item 4): a product, an import source or a
 * stock-take whose address names nothing. A 404 in the record's own words with the way back to its
 * list, never the "under development" 404 of a page that does not exist.
 */
export function RecordNotFound({ title, body, back }: RecordNotFoundProps) {
  const styles = useStyles();
  const rtl = directionOf(useHubStore((s) => s.locale)) === 'rtl';
  useDocumentTitle(title);
  const Arrow = rtl ? ArrowRight20Regular : ArrowLeft20Regular;
  return (
    <ErrorPageFrame
      testId="record-not-found"
      code="404"
      title={title}
      body={body}
      actions={
        <HubLink to={back.to}>
          <span className={styles.back}>
            <Arrow aria-hidden />
            {back.label}
          </span>
        </HubLink>
      }
    />
  );
}
