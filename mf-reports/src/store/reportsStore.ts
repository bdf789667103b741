import { createStore, useStore } from 'zustand';
import { onHubEvent } from '@hub/contracts';
import { formatMonth, type ReportMonth } from '../domain/reportMonth';
import { ALL_STORES } from '../domain/reportRows';

export interface ReportFilterSlice {
  /** Spec section 9: MM-YYYY, the current month by default. */
  month: ReportMonth;
  /** A store code, or 'All'. */
  store: string;
  setMonth: (month: ReportMonth) => void;
  setStore: (store: string) => void;
}

/** The reports page's views (spec section 2): the list, the calendar, the map and its locations tab. */
export const REPORT_VIEWS = ['list', 'calendar', 'map', 'locations'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

export interface ReportViewSlice {
  view: ReportView;
  /** The calendar's chosen day (YYYY-MM-DD), whose stock-takes show below it. */
  day: string | null;
  setView: (view: ReportView) => void;
  setDay: (day: string | null) => void;
}

/** Changes pushed while allowPushStocktake is on (see hooks/useLiveStocktakes). */
export interface ReportLiveSlice {
  /** Grows when pushed changes have settled: the reports' data loads again quietly. */
  live: number;
  bumpLive: () => void;
}

export type ReportsState = ReportFilterSlice & ReportViewSlice & ReportLiveSlice;

type SetState = (partial: Partial<ReportsState>) => void;

export const createReportFilterSlice = (set: SetState, now: Date = new Date()): ReportFilterSlice => ({
  month: formatMonth(now),
  store: ALL_STORES,
  setMonth: (month) => set({ month, day: null } as Partial<ReportsState>),
  setStore: (store) => set({ store }),
});

/** mf-reports' own UI state; it outlives mounts so the chosen month and store stay. */
export function createReportsStore(now?: Date) {
  return createStore<ReportsState>()((set) => ({
    ...createReportFilterSlice(set, now),
    view: 'list',
    day: null,
    setView: (view) => set({ view }),
    setDay: (day) => set({ day }),
    live: 0,
    bumpLive: () => set((s) => ({ live: s.live + 1 })),
  }));
}

export const reportsStore = createReportsStore();

if (typeof window !== 'undefined') {
  // The top bar's location selector picks a store for the dashboard and the reports.
  onHubEvent('hub:store-filter-change', (filter) => reportsStore.getState().setStore(filter.store ?? ALL_STORES), window);
}

export function useReportsStore<T>(selector: (state: ReportsState) => T): T {
  return useStore(reportsStore, selector);
}
