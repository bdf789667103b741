import { useCallback, useRef, useState } from 'react';
import {
  RFID_CODES,
  globalConfigApi,
  parseTagLines,
  rfidConfigApi,
  tagMappingApi,
  tagMappingBodyOf,
  type RfidProduct,
  type TagInUse,
  type TagMappingBody,
  type TagMappingResult,
} from '@hub/contracts';
import { callApi, callApiWithCode, codeWording, hubStore, isApiError, toFailure, useApiResource, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { badLinesOf, scanStatusOf, tagsInUseOf, withEntry, type ScanEntry } from '../../domain/tagMapping';

/** The product tags are mapped to: as the search found it (its store travels with it). */
export type ChosenProduct = Pick<RfidProduct, 'productCode' | 'sid' | 'designNumber' | 'itemType'>;

/** A request refused because its tags are on other products, waiting for the user to confirm a move. */
export interface PendingMove {
  sid: string;
  body: TagMappingBody;
  count: number;
  tags: TagInUse[];
  /** The scan entry to update (a single scan), if any. */
  entryId?: number;
}

/** A pasted list's outcome, shown under the text box. */
export type PasteOutcome =
  | { kind: 'done'; result: TagMappingResult }
  | { kind: 'refused'; code: string; message: string; lines: { index: number; value: string; problem: string }[] };

/** The account the page's data belongs to: it reloads when the user switches merchant, profile or store. */
function useAccountKey(): string {
  return useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
}

/** The merchant's global config (allowTagMapping may have been turned off since the session began) and RFID config. */
export function useTagMappingConfig() {
  const account = useAccountKey();
  return useApiResource(
    useCallback(async (signal: AbortSignal) => {
      const [global, rfid] = await Promise.all([callApi(globalConfigApi.get, { signal }), callApi(rfidConfigApi.get, { signal })]);
      return { global, rfid };
    }, []),
    account,
  );
}

/**
 * `/reusable-tag-mapping`'s state: the chosen product and its tags, the tags scanned in this visit
 * (one request per Enter), a pasted list, a move waiting for confirmation, and unmapping.
 */
export function useTagMapping() {
  const { t } = useTranslation('mf-catalog');
  const account = useAccountKey();
  const [product, setProduct] = useState<ChosenProduct | null>(null);
  const [changes, setChanges] = useState(0);
  const [log, setLog] = useState<ScanEntry[]>([]);
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const [busy, setBusy] = useState(false);
  const [paste, setPaste] = useState<PasteOutcome | null>(null);
  const nextId = useRef(1);

  const tags = useApiResource(
    useCallback(
      (signal: AbortSignal) => (product ? callApi(tagMappingApi.product, { query: { productCode: product.productCode, sid: product.sid }, signal }) : Promise.resolve(null)),
      [product],
    ),
    `${account}|${product?.sid ?? ''}|${product?.productCode ?? ''}`,
    changes,
  );
  const changed = () => setChanges((n) => n + 1);

  const choose = (next: ChosenProduct | null) => {
    setProduct(next);
    setPaste(null);
  };

  const send = async (sid: string, body: TagMappingBody) => {
    setBusy(true);
    try {
      const { code, data } = await callApiWithCode(tagMappingApi.map, { query: { sid }, body });
      changed();
      return { ok: true as const, code, data };
    } catch (error) {
      return { ok: false as const, error };
    } finally {
      setBusy(false);
    }
  };

  /** One EPC as the reader typed it (Enter): mapped to the chosen product at once. */
  const scan = async (raw: string) => {
    const epc = raw.trim();
    if (!product || epc === '') return;
    const id = nextId.current++;
    const body: TagMappingBody = { productCode: product.productCode, epcs: [epc], pairs: [], move: false };
    const sent = await send(product.sid, body);
    if (sent.ok) {
      setLog((l) => withEntry(l, { id, epc, productCode: product.productCode, status: scanStatusOf(sent.data) }));
      return;
    }
    const failure = toFailure(sent.error);
    setLog((l) => withEntry(l, { id, epc, productCode: product.productCode, status: 'refused', code: failure.code }));
    if (failure.code === RFID_CODES.TAG_IN_USE && isApiError(sent.error)) {
      setPendingMove({ sid: product.sid, body, entryId: id, ...tagsInUseOf(sent.error.details) });
    }
  };

  /** A pasted list: `EPC` lines go to the chosen product, `EPC,productCode` lines to theirs, in `sid`. */
  const mapPasted = async (text: string, sid: string) => {
    const body = tagMappingBodyOf(parseTagLines(text), product?.productCode ?? null);
    if (!body) return;
    const sent = await send(sid, body);
    if (sent.ok) {
      setPaste({ kind: 'done', result: sent.data });
      hubStore.getState().showSnackbar(codeWording(sent.code, t('tagMapping.paste.done', { count: sent.data.mapped + sent.data.moved })), 'success');
      return;
    }
    const failure = toFailure(sent.error);
    const details = isApiError(sent.error) ? sent.error.details : undefined;
    if (failure.code === RFID_CODES.TAG_IN_USE) setPendingMove({ sid, body, ...tagsInUseOf(details) });
    setPaste({ kind: 'refused', code: failure.code, message: codeWording(failure.code, failure.message), lines: badLinesOf(details) });
  };

  /** The user confirmed the move: the same request again, with `move: true`. */
  const confirmMove = async () => {
    const pending = pendingMove;
    setPendingMove(null);
    if (!pending) return;
    const sent = await send(pending.sid, { ...pending.body, move: true });
    if (!sent.ok) {
      const failure = toFailure(sent.error);
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
      return;
    }
    if (pending.entryId !== undefined) {
      setLog((l) => l.map((e) => (e.id === pending.entryId ? { ...e, status: scanStatusOf(sent.data), code: undefined } : e)));
    } else {
      setPaste({ kind: 'done', result: sent.data });
    }
    hubStore.getState().showSnackbar(codeWording(sent.code, t('tagMapping.moved', { count: sent.data.moved })), 'success');
  };

  const unmap = async (epc: string) => {
    setBusy(true);
    try {
      const { code } = await callApiWithCode(tagMappingApi.unmap, { body: { epcs: [epc] } });
      hubStore.getState().showSnackbar(codeWording(code, t('tagMapping.unmapped')), 'success');
      changed();
    } catch (error) {
      const failure = toFailure(error);
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
    } finally {
      setBusy(false);
    }
  };

  return {
    product,
    choose,
    tags,
    log,
    scan,
    paste,
    mapPasted,
    clearPaste: () => setPaste(null),
    pendingMove,
    confirmMove,
    cancelMove: () => setPendingMove(null),
    unmap,
    busy,
    changes,
  };
}
