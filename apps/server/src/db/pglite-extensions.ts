import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (migration 0013: pg_trgm for "name contains" searches). PGlite
 * ships them as separate bundles that must be handed to every PGlite that opens the database: a DATA_DIR whose
 * index uses one cannot be searched or written without it ("could not access file pg_trgm").
 */
export const pgliteExtensions = { pg_trgm };
