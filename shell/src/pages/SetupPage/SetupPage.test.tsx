import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_ROLE_PERMISSIONS, MESSAGES_AR, setupApi, type SetupModule } from '@hub/contracts';
import { HubRoot, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { registerShellStrings } from '../../i18n';
import { SetupPage } from './SetupPage';

const MODULES: SetupModule[] = [
  { name: 'Stores', status: 'CREATED' },
  { name: 'RFID', status: 'UPDATED' },
  { name: 'Data Import', status: 'BEFORE_CREATED' },
];

function signInAs(role: 'ADMIN' | 'STORE_MANAGER', locale: 'en' | 'ar' = 'en') {
  hubStore.setState({ locale });
  hubStore.getState().signIn({
    user: { userName: 'Lek', email: 'lek@gems.example', image: null, roleName: role, roles: [...DEFAULT_ROLE_PERMISSIONS[role]], merchantID: 'GEMS', profile: 'default', sid: 'MASTER', merchants: ['GEMS'] },
    accessToken: 't',
    refreshToken: 'r',
  });
  hubStore.getState().setSetup({ setupDone: false, modules: MODULES });
}

const current = () => screen.getByTestId('setup-current-step');
const renderPage = () =>
  render(
    <HubRoot>
      <SetupPage />
    </HubRoot>,
  );

describe('SetupPage: the setup wizard (issue 15 item 5)', () => {
  beforeAll(() => registerShellStrings());
  beforeEach(() => sessionStorage.clear());
  afterEach(() => act(() => hubStore.getState().signOut()));

  it('When a new merchant opens it, then it starts at the first step not done, shows each status and the progress, and walks Next, Skip and Back', async () => {
    signInAs('ADMIN');
    const api = fakeApi().on(setupApi.status, succeeds({ setupDone: false, modules: MODULES }));
    renderPage();
    await waitFor(() => expect(api.callsOf(setupApi.status)).toHaveLength(1));
    expect(screen.getByTestId('setup-progress').textContent).toBe('2 of 7 steps done (28%)');
    expect(current().dataset.step).toBe('dataMapping');
    // The data mapping editor is on the data import page.
    expect(screen.getByTestId('setup-step-link').getAttribute('href')).toBe('/data-import');

    fireEvent.click(screen.getByTestId('setup-next'));
    expect(current().dataset.step).toBe('import');
    expect(screen.getByTestId('setup-step-status').textContent).toBe('To do');
    expect(screen.getByTestId('setup-step-link').getAttribute('href')).toBe('/data-import');
    fireEvent.click(screen.getByTestId('setup-skip'));
    expect(current().dataset.step).toBe('rfid');
    expect(screen.getByTestId('setup-step-status').textContent).toBe('Updated');
    fireEvent.click(screen.getByTestId('setup-back'));
    fireEvent.click(screen.getByTestId('setup-back'));
    fireEvent.click(screen.getByTestId('setup-back'));
    expect(current().dataset.step).toBe('stores');
    expect(screen.getByTestId('setup-back')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('setup-step-link').getAttribute('href')).toBe('/management/location');
    expect(screen.queryByTestId('setup-finish')).toBeNull();
  });

  it('When the admin reaches the last step and finishes, then POST /merchant/setup/complete and setup is done (the layout then goes to the dashboard)', async () => {
    signInAs('ADMIN');
    const api = fakeApi()
      .on(setupApi.status, succeeds({ setupDone: false, modules: MODULES }))
      .on(setupApi.complete, succeeds({ setupDone: true, modules: [...MODULES, { name: 'Setup', status: 'CREATED' }] }));
    renderPage();
    fireEvent.click(screen.getByTestId('setup-step-theme'));
    expect(current().dataset.step).toBe('theme');
    fireEvent.click(screen.getByTestId('setup-finish'));
    await waitFor(() => expect(hubStore.getState().setupDone).toBe(true));
    expect(api.callsOf(setupApi.complete)).toHaveLength(1);
  });

  it('When finishing fails, then its code shows in the user language and setup stays not done', async () => {
    signInAs('ADMIN', 'ar');
    fakeApi().on(setupApi.status, succeeds({ setupDone: false, modules: MODULES })).on(setupApi.complete, fails(500, 'SE100'));
    renderPage();
    fireEvent.click(screen.getByTestId('setup-step-theme'));
    fireEvent.click(screen.getByTestId('setup-finish'));
    expect((await screen.findByTestId('setup-error')).textContent).toBe(MESSAGES_AR.SE100);
    expect(hubStore.getState().setupDone).toBe(false);
    expect(screen.getByTestId('setup-progress').textContent).toBe('اكتملت 2 من 7 خطوات (28%)');
  });

  it('When a user without MODULES create or modify reaches the last step, then they see the statuses but no Finish; a page they may not open says so', async () => {
    signInAs('STORE_MANAGER');
    fakeApi().on(setupApi.status, succeeds({ setupDone: false, modules: MODULES }));
    renderPage();
    fireEvent.click(screen.getByTestId('setup-step-rfid'));
    expect(screen.getByTestId('setup-step-unavailable').textContent).toBe('You do not have permission to open this page. Ask an administrator.');
    fireEvent.click(screen.getByTestId('setup-step-theme'));
    expect(screen.queryByTestId('setup-finish')).toBeNull();
    expect(screen.getByTestId('setup-ask-admin').textContent).toBe('Ask an administrator to finish the setup.');
  });
});
