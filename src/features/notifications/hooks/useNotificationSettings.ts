import { useEffect, useState } from 'react';
import { DEFAULT_NOTIFICATION_SETTINGS, fetchNotificationSettings, saveNotificationSettings, type NotificationSettings } from '@/data';

export interface NotificationSettingsState {
  settings: NotificationSettings;
  loading: boolean;
  failed: boolean;
  saving: boolean;
  /** Saves one change; resolves false (and puts the old value back) when the save fails. */
  change: (next: Partial<NotificationSettings>) => Promise<boolean>;
}

/** The signed-in user's email settings, read once and saved on each change (with the extension's address kept in step). */
export function useNotificationSettings(uid: string): NotificationSettingsState {
  const [settings, setSettings] = useState<NotificationSettings>(DEFAULT_NOTIFICATION_SETTINGS);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    fetchNotificationSettings(uid)
      .then((stored) => current && setSettings(stored))
      .catch((error: unknown) => {
        console.error('Could not load the notification settings', error);
        if (current) setFailed(true);
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [uid]);

  const change = async (next: Partial<NotificationSettings>): Promise<boolean> => {
    const previous = settings;
    const wanted = { ...settings, ...next };
    setSettings(wanted);
    setSaving(true);
    try {
      await saveNotificationSettings(uid, wanted);
      return true;
    } catch (error) {
      console.error('Could not save the notification settings', error);
      setSettings(previous);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { settings, loading, failed, saving, change };
}
