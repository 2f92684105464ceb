import { z } from 'zod';

/** How the last backup went (docs/product/backup.md#status): what the director sees on the 원 정보 page. */
export const backupRunSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string(),
  ok: z.boolean(),
  /** the archive's size in bytes; null when it failed */
  sizeBytes: z.number().int().nullable(),
  /** the archive's file name in the backup folder or bucket; null when it failed */
  archive: z.string().nullable(),
  /** why it failed, in Korean for the director; null when it succeeded */
  errorMessage: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupStatusSchema = z.object({
  /** null before the first backup */
  last: backupRunSchema.nullable(),
  /** a backup is being written now */
  running: z.boolean(),
  schedule: z.object({
    /** the centre-time hour of the nightly backup, null when nightly backups are off */
    hour: z.number().int().min(0).max(23).nullable(),
    /** how many archives are kept */
    keep: z.number().int(),
    destination: z.enum(['folder', 's3']),
    /** the centre's time zone (CENTRE_TIME_ZONE): the hour above and the run's times are shown in it */
    timeZone: z.string(),
  }),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
