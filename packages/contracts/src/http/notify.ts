import type { NotificationConfig } from '../notify';
import { answer, endpoint } from './endpoint';

/** Notifications (svc-notify). */
export const notifyApi = {
  /** The merchant's notification settings (type, channel, roles, recipients). */
  configs: endpoint({
    method: 'GET',
    path: '/merchant/notification/configs',
    codes: ['NC000'],
    data: answer<NotificationConfig[]>(),
  }),
};
