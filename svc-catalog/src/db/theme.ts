import { defaultMerchantTheme, themeLogoOf, type MerchantTheme, type ThemeConfig, type ThemeMode } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

interface ThemeRow {
  accent: string;
  default_mode: ThemeMode;
  logo: string | null;
  theme_logo: string | null;
  revision: number;
  updated_at: Date | string;
}

/** The merchant's theme (021_theme.sql), the defaults until one is saved; with `forUpdate`, its row is locked. */
export async function readTheme(db: Db, merchantId: string, forUpdate = false): Promise<MerchantTheme> {
  const rows = await db.query<ThemeRow>(
    `select accent, default_mode, logo, theme_logo, revision, updated_at from catalog.merchant_themes where merchant_id = $1${forUpdate ? ' for update' : ''}`,
    [merchantId],
  );
  const row = rows[0];
  if (!row) return defaultMerchantTheme();
  return {
    accent: row.accent,
    defaultMode: row.default_mode,
    logo: themeLogoOf(merchantId, row.logo),
    themeLogo: themeLogoOf(merchantId, row.theme_logo),
    configured: true,
    revision: Number(row.revision),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Inserts or replaces the merchant's theme (accent already normalized); answers the new revision. */
export async function saveTheme(db: Db, merchantId: string, config: ThemeConfig, userId: string): Promise<number> {
  const rows = await db.query<{ revision: number }>(
    `insert into catalog.merchant_themes (merchant_id, accent, default_mode, logo, theme_logo, updated_by)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (merchant_id) do update set accent = excluded.accent, default_mode = excluded.default_mode, logo = excluded.logo,
       theme_logo = excluded.theme_logo, updated_by = excluded.updated_by, revision = catalog.merchant_themes.revision + 1, updated_at = now()
     returning revision`,
    [merchantId, config.accent, config.defaultMode, config.logo, config.themeLogo, userId],
  );
  return Number(rows[0]!.revision);
}
