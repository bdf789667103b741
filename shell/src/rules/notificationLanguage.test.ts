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
  it('When the user never saved a contact, then the app language is saved with the contact as it is', () => {
    expect(contactFollowingLanguage(contact(), 'th', null)).toEqual({ locale: 'th', telegramChatId: '-1001', whatsappNumber: '+66812345678' });
  });

  it('When the saved contact holds the language the user switched away from, then it follows the switch', () => {
    expect(contactFollowingLanguage(contact({ saved: true, locale: 'en' }), 'ar', 'en')).toMatchObject({ locale: 'ar' });
  });

  it('When the user chose another language for notifications, then neither a switch nor a new visit changes it', () => {
    expect(contactFollowingLanguage(contact({ saved: true, locale: 'zh' }), 'ar', 'en')).toBeNull();
    expect(contactFollowingLanguage(contact({ saved: true, locale: 'zh' }), 'en', null)).toBeNull();
  });

  it('When the saved contact already holds the language, then nothing is saved', () => {
    expect(contactFollowingLanguage(contact({ saved: true, locale: 'th' }), 'th', 'en')).toBeNull();
  });
});
