import { assembleBootstrap, partOf, PEER_UNREACHABLE_STATUS } from './session-bootstrap';

const setup = { setupDone: true, modules: [] };
const banner = { show: false, conditions: [] };

describe("the session's start (issue 30 item 1)", () => {
  it('When the owner answers a success, then the part is its data', () => {
    expect(partOf({ status: 200, body: { code: 'CGC000', data: { allowPrinting: true } } })).toEqual({ ok: true, data: { allowPrinting: true } });
  });

  it('When the owner answers null data (no import running), then the part is ok with null', () => {
    expect(partOf({ status: 200, body: { code: 'CDI005', data: null } })).toEqual({ ok: true, data: null });
  });

  it('When the owner refuses the caller, then the part carries the status and code', () => {
    expect(partOf({ status: 403, body: { code: 'UAC114', message: 'Permission denied' } })).toEqual({ ok: false, status: 403, code: 'UAC114' });
  });

  it('When the owner could not be asked or answered a success without data, then the part is unreachable', () => {
    expect(partOf(undefined)).toEqual({ ok: false, status: PEER_UNREACHABLE_STATUS, code: null });
    expect(partOf({ status: 200, body: 'not json' })).toEqual({ ok: false, status: PEER_UNREACHABLE_STATUS, code: null });
  });

  it("When the parts are assembled, then svc-auth's own are ok and each other part is its owner's answer", () => {
    const answer = assembleBootstrap(
      { setup, banner },
      {
        globalConfig: { status: 200, body: { data: { allowPrinting: false } } },
        theme: { status: 500, body: { code: 'SE100' } },
        importProgress: { status: 403, body: { code: 'UAC114' } },
      },
    );
    expect(answer).toEqual({
      setup: { ok: true, data: setup },
      banner: { ok: true, data: banner },
      globalConfig: { ok: true, data: { allowPrinting: false } },
      theme: { ok: false, status: 500, code: 'SE100' },
      contact: { ok: false, status: PEER_UNREACHABLE_STATUS, code: null },
      importProgress: { ok: false, status: 403, code: 'UAC114' },
    });
  });
});
