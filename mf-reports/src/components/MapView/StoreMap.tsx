import { Button, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Dismiss20Regular, ScaleFit24Regular, ZoomIn24Regular, ZoomOut24Regular } from '@fluentui/react-icons';
import { directionOf, localeOption, MEDIA, type MapStore, type MapTiles } from '@hub/contracts';
import { formatZonedDateTime, HubLink, useHubStore } from '@hub/ui';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import TopoJSON from 'ol/format/TopoJSON';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, transformExtent } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Fill, Stroke, Style } from 'ol/style';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import countries from 'world-atlas/countries-110m.json';
import { mapPalette, pinDrawOrder, storesExtent, type MapLocation, type MapPalette } from '../../domain/storeMap';
import { PinBadge } from '../LocationsView';

const useStyles = makeStyles({
  frame: {
    position: 'relative',
    height: '520px',
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    boxShadow: tokens.shadow4,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    [MEDIA.phone]: { height: '380px' },
  },
  canvas: { position: 'absolute', inset: 0 },
  controls: {
    position: 'absolute',
    insetBlockStart: tokens.spacingVerticalM,
    // On a phone, at the bottom: a store's popup opens above its pin and, panned clear of the top edge,
    // spans the narrow map, where the controls (drawn over the map's overlays) covered its first lines.
    [MEDIA.phone]: { insetBlockStart: 'auto', insetBlockEnd: tokens.spacingVerticalM },
    insetInlineStart: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    zIndex: 2,
  },
  control: { backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow8 },
  credit: {
    position: 'absolute',
    insetBlockEnd: 0,
    insetInlineEnd: 0,
    zIndex: 2,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackgroundAlpha2,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase100,
    borderStartStartRadius: tokens.borderRadiusMedium,
  },
  pin: {
    minWidth: '32px',
    height: '32px',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
    boxShadow: tokens.shadow8,
    font: 'inherit',
    fontWeight: tokens.fontWeightBold,
    cursor: 'pointer',
    position: 'relative',
    marginBlockEnd: '8px',
    '::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 'calc(50% - 6px)',
      insetBlockStart: '100%',
      width: 0,
      height: 0,
      borderLeftWidth: '6px',
      borderRightWidth: '6px',
      borderTopWidth: '8px',
      borderBottomWidth: 0,
      borderLeftStyle: 'solid',
      borderRightStyle: 'solid',
      borderTopStyle: 'solid',
      borderLeftColor: 'transparent',
      borderRightColor: 'transparent',
      borderTopColor: tokens.colorNeutralBackground1,
    },
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  N: { backgroundColor: tokens.colorNeutralBackground5, color: tokens.colorNeutralForeground1 },
  O: { backgroundColor: tokens.colorPaletteDarkOrangeBackground3, color: tokens.colorNeutralForegroundOnBrand },
  S: { backgroundColor: tokens.colorPaletteGreenBackground3, color: tokens.colorNeutralForegroundOnBrand },
  chosen: { outline: `3px solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px' },
  popup: {
    minWidth: '220px',
    maxWidth: '280px',
    marginBlockEnd: '48px',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  popupHead: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  popupTitle: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  popupRows: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

const outlineStyle = (palette: MapPalette) => new Style({ fill: new Fill({ color: palette.land }), stroke: new Stroke({ color: palette.border, width: 0.75 }) });

/** The country outlines that ship with the app (Natural Earth 1:110m through world-atlas): the map's base with no internet. */
function countryOutlines(): VectorSource {
  return new VectorSource({ features: new TopoJSON({ layers: ['countries'] }).readFeatures(countries, { featureProjection: 'EPSG:3857' }) });
}

type PlacedStore = MapStore & { location: MapLocation };

export interface StoreMapProps {
  /** Only stores with coordinates (the view lists the others). */
  stores: readonly PlacedStore[];
  tiles: MapTiles | null;
}

/**
 * The map view (spec sections 2 and 4, issue 12 item 5): OpenLayers with the bundled country outlines
 * (and the configured tiles over them, when there are any), a pin per store with N, O or S, and a
 * popup with the store's last count. Pins are buttons, so they are reached by keyboard and read out.
 */
export default function StoreMap({ stores, tiles }: StoreMapProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const theme = useHubStore((s) => s.theme);
  const target = useRef<HTMLDivElement>(null);
  const outlines = useRef<VectorLayer<VectorSource> | null>(null);
  const [map, setMap] = useState<OlMap | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (!target.current) return;
    const base = new VectorLayer({ source: countryOutlines(), style: outlineStyle(mapPalette(theme)) });
    outlines.current = base;
    const layers = tiles ? [base, new TileLayer({ source: new XYZ({ url: tiles.url, attributions: tiles.attribution, crossOrigin: 'anonymous' }) })] : [base];
    const created = new OlMap({ target: target.current, layers, controls: [], view: new View({ center: fromLonLat([100, 15]), zoom: 3, minZoom: 1, maxZoom: 18 }) });
    created.on('click', () => setChosen(null));
    setMap(created);
    return () => {
      created.setTarget(undefined);
      setMap(null);
    };
    // The map is made once per tile source; the theme's colours are applied by the effect below.
  }, [tiles]);

  useEffect(() => {
    outlines.current?.setStyle(outlineStyle(mapPalette(theme)));
  }, [theme, map]);

  const fitAll = () => {
    const extent = storesExtent(stores);
    if (!map || !extent) return;
    map.getView().fit(transformExtent(extent, 'EPSG:4326', 'EPSG:3857'), { padding: [72, 64, 48, 64], maxZoom: 12, duration: 0 });
  };
  const storeKey = stores.map((s) => s.code).join(',');
  useEffect(fitAll, [map, storeKey]);

  const zoomBy = (delta: number) => {
    const view = map?.getView();
    const zoom = view?.getZoom();
    if (view && zoom !== undefined) view.animate({ zoom: zoom + delta, duration: 200 });
  };

  const chosenStore = stores.find((s) => s.code === chosen) ?? null;
  /** Closing the popup gives the focus back to its pin. */
  const closePopup = () => {
    setChosen(null);
    if (chosen) target.current?.querySelector<HTMLButtonElement>(`[data-testid="map-pin"][data-store="${CSS.escape(chosen)}"]`)?.focus();
  };
  return (
    <div className={styles.frame} style={{ backgroundColor: mapPalette(theme).sea }} data-testid="store-map" data-pins={stores.length}>
      {/* OpenLayers lays out in left-to-right screen coordinates; the controls and popups keep the page's direction. */}
      <div ref={target} className={styles.canvas} dir="ltr" role="application" aria-label={t('map.label')} />
      <div className={styles.controls}>
        <Tooltip content={t('map.zoomIn')} relationship="label">
          <Button className={styles.control} icon={<ZoomIn24Regular />} onClick={() => zoomBy(1)} />
        </Tooltip>
        <Tooltip content={t('map.zoomOut')} relationship="label">
          <Button className={styles.control} icon={<ZoomOut24Regular />} onClick={() => zoomBy(-1)} />
        </Tooltip>
        <Tooltip content={t('map.fit')} relationship="label">
          <Button className={styles.control} icon={<ScaleFit24Regular />} onClick={fitAll} data-testid="map-fit" />
        </Tooltip>
      </div>
      <div className={styles.credit}>{tiles ? `${tiles.attribution} · Natural Earth` : 'Natural Earth'}</div>
      {map &&
        pinDrawOrder(stores).map((s) => (
          <MapOverlay key={s.code} map={map} store={s} positioning="bottom-center">
            <button
              type="button"
              className={mergeClasses(styles.pin, styles[s.pin], chosen === s.code && styles.chosen)}
              aria-label={t('map.pinLabel', { store: s.name, pin: t(`locations.pin.${s.pin}`) })}
              aria-expanded={chosen === s.code}
              aria-haspopup="dialog"
              data-testid="map-pin"
              data-store={s.code}
              data-pin={s.pin}
              onClick={() => setChosen(chosen === s.code ? null : s.code)}
            >
              {s.pin}
            </button>
          </MapOverlay>
        ))}
      {map && chosenStore && (
        <MapOverlay map={map} store={chosenStore} positioning="bottom-center" autoPan above>
          <StorePopup store={chosenStore} onClose={closePopup} />
        </MapOverlay>
      )}
    </div>
  );
}

interface MapOverlayProps {
  map: OlMap;
  store: PlacedStore;
  positioning: 'bottom-center';
  autoPan?: boolean;
  /** Drawn over every pin (the popup). */
  above?: boolean;
  children: ReactNode;
}

/** React content placed on the map at a store's location (an OpenLayers overlay holding a portal). */
function MapOverlay({ map, store, positioning, autoPan = false, above = false, children }: MapOverlayProps) {
  const [element] = useState(() => {
    const div = document.createElement('div');
    // As wide as what it holds: an absolutely placed box near the map's far edge would otherwise shrink
    // to the room left there, and the popup, centred on that narrower box and panned by its size, overflowed
    // the map (Arabic on a phone: the store's name was cut).
    div.style.width = 'max-content';
    return div;
  });
  const { lat, lng } = store.location;
  useEffect(() => {
    const overlay = new Overlay({ element, position: fromLonLat([lng, lat]), positioning, stopEvent: true, autoPan: autoPan ? { animation: { duration: 200 }, margin: 24 } : false });
    map.addOverlay(overlay);
    if (above && element.parentElement) element.parentElement.style.zIndex = '1';
    return () => {
      map.removeOverlay(overlay);
    };
  }, [map, element, lat, lng, positioning, autoPan, above]);
  return createPortal(children, element);
}

/** The popup of a pin: the store, today's pin and its last count (spec section 4, map pin). */
function StorePopup({ store, onClose }: { store: MapStore; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const locale = useHubStore((s) => s.locale);
  const number = new Intl.NumberFormat(localeOption(locale).iso);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), [store.code]);
  // OpenLayers stops events inside its overlays from bubbling to React's root, so Escape is heard on the document.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className={styles.popup}
      dir={directionOf(locale)}
      role="dialog"
      aria-label={store.name}
      data-testid="map-popup"
    >
      <div className={styles.popupHead}>
        <div className={styles.popupTitle}>
          <Text as="h3" weight="semibold" size={400} style={{ margin: 0 }}>
            {store.name}
          </Text>
          <Text className={styles.term} size={200}>
            {store.code}
          </Text>
        </div>
        <Button ref={close} appearance="subtle" size="small" icon={<Dismiss20Regular />} aria-label={t('map.close')} onClick={onClose} />
      </div>
      <PinBadge pin={store.pin} />
      {store.last ? (
        <dl className={styles.popupRows}>
          <dt className={styles.term}>{t('locations.last')}</dt>
          <dd className={styles.value}>
            <HubLink to={`/management/reports/${encodeURIComponent(store.last.stocktakeId)}`}>
              <span className={styles.mono}>{store.last.stocktakeId}</span>
            </HubLink>
          </dd>
          <dt className={styles.term}>{t('locations.when')}</dt>
          <dd className={styles.value}>{formatZonedDateTime(store.last.startTime, locale, store.tz)}</dd>
          <dt className={styles.term}>{t('locations.missing')}</dt>
          <dd className={styles.value}>{number.format(store.last.missingCount)}</dd>
        </dl>
      ) : (
        <Text className={styles.term}>{t('map.noCount')}</Text>
      )}
    </div>
  );
}
