import type { NotificationContact } from '@hub/contracts';
import { contactFollowingLanguage } from './notificationLanguage';

const contact = (over: Partial<NotificationContact> = {}): NotificationContact => ({
  email: 'user@demo.hub',
  locale: 'en',
  telegramChatId: '-1001',
  whatsappNumber: '+66812345678',
  saved: false,
  ...over,
});

describe('notifications follow the language the user uses the hub in', () => {
  it('When a page opens with a saved session, then nothing is saved, whatever the contact and the language (issue 30: a load never writes)', () => {
    for (const saved of [false, true]) {
      for (const next of ['en', 'th', 'ar'] as const) expect(contactFollowingLanguage(contact({ saved }), next, { kind: 'restored' })).toBeNull();
    }
  });

  it('When the user never saved a contact and signs in, then the app language is saved with the contact as it is', () => {
    expect(contactFollowingLanguage(contact(), 'th', { kind: 'signed-in' })).toEqual({ locale: 'th', telegramChatId: '-1001', whatsappNumber: '+66812345678' });
  });

  it('When the user never saved a contact and switches language, then the new language is saved', () => {
    expect(contactFollowingLanguage(contact(), 'ar', { kind: 'switched', from: 'en' })).toMatchObject({ locale: 'ar' });
  });

  it('When the saved contact holds the language the user switched away from, then it follows the switch', () => {
    expect(contactFollowingLanguage(contact({ saved: true, locale: 'en' }), 'ar', { kind: 'switched', from: 'en' })).toMatchObject({ locale: 'ar' });
  });

  it('When the user chose another language for notifications, then neither a switch nor a sign-in changes it', () => {
    expect(contactFollowingLanguage(contact({ saved: true, locale: 'zh' }), 'ar', { kind: 'switched', from: 'en' })).toBeNull();
    expect(contactFollowingLanguage(contact({ saved: true, locale: 'zh' }), 'en', { kind: 'signed-in' })).toBeNull();
  });

  it('When the saved contact already holds the language, then nothing is saved', () => {
    expect(contactFollowingLanguage(contact({ saved: true, locale: 'th' }), 'th', { kind: 'switched', from: 'en' })).toBeNull();
  });
});
