import { hubStore } from '@hub/ui';

/** The reports pages' tests: an English session of a user who may read stock-take reports. */
export function signInReportReader(): void {
  hubStore.setState({ locale: 'en' });
  hubStore.getState().signIn({
    user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles: ['STOCK_TAKE_REPORT_READ_PREVIEW'], merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}
