import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Rules over the hand-written migrations (ADR 0023). Drizzle's migrator applies a journal entry only when its `when`
 * is newer than the newest applied one, so an entry merged "in the past" is skipped without a sound. These pure
 * functions are what the journal test, the history check and the post-migrate check share.
 */

const journalEntrySchema = z.object({
  idx: z.number().int(),
  version: z.string(),
  when: z.number().int(),
  tag: z.string().min(1),
  breakpoints: z.boolean(),
});
export const journalSchema = z.object({
  version: z.string(),
  dialect: z.literal('postgresql'),
  entries: z.array(journalEntrySchema),
});
export type Journal = z.infer<typeof journalSchema>;
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export function parseJournal(text: string): Journal {
  return journalSchema.parse(JSON.parse(text));
}

export function readJournal(folder: string): Journal {
  return parseJournal(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
}

/** Problems in one journal against the .sql files of its folder: empty when sound. */
export function journalProblems(journal: Journal, sqlFiles: readonly string[]): string[] {
  const problems: string[] = [];
  journal.entries.forEach((entry, i) => {
    if (entry.idx !== i)
      problems.push(`${entry.tag}: idx ${entry.idx}, expected ${i} (idx must count up from 0)`);
    const previous = journal.entries[i - 1];
    if (previous && entry.when <= previous.when) {
      problems.push(`${entry.tag}: when ${entry.when} is not newer than ${previous.tag} (${previous.when})`);
    }
    if (!sqlFiles.includes(`${entry.tag}.sql`)) problems.push(`${entry.tag}: no file ${entry.tag}.sql`);
  });
  const tags = new Set(journal.entries.map((e) => `${e.tag}.sql`));
  if (tags.size !== journal.entries.length) problems.push('a tag appears twice in the journal');
  for (const file of sqlFiles) {
    if (file.endsWith('.sql') && !tags.has(file)) problems.push(`${file}: no journal entry`);
  }
  return problems;
}

export interface JournalVersion {
  /** A commit hash, or a label such as "working tree". */
  commit: string;
  journal: Journal;
}

/**
 * Walks successive versions of the journal (oldest first) and reports every step that is not an append-only
 * extension whose new entries are newer than everything before them. `allowed` holds historical commits known to
 * break the rule (each documented where the list is kept); their step is accepted as it is.
 */
export function journalHistoryProblems(
  versions: readonly JournalVersion[],
  allowed: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (let v = 1; v < versions.length; v++) {
    const before = versions[v - 1]!;
    const after = versions[v]!;
    if (allowed.has(after.commit)) continue;
    const label = after.commit;
    const old = before.journal.entries;
    const next = after.journal.entries;
    let prefixOk = next.length >= old.length;
    old.forEach((entry, i) => {
      const same = next[i];
      if (!same || same.tag !== entry.tag || same.when !== entry.when || same.idx !== entry.idx) {
        prefixOk = false;
        problems.push(
          `${label}: entry ${entry.tag} (idx ${entry.idx}) was ${same ? `replaced by ${same.tag} (when ${same.when})` : 'removed'}; the journal is append-only`,
        );
      }
    });
    if (!prefixOk) continue;
    let newest = Math.max(0, ...old.map((e) => e.when));
    for (let i = old.length; i < next.length; i++) {
      const added = next[i]!;
      if (added.idx !== i) problems.push(`${label}: added ${added.tag} has idx ${added.idx}, expected ${i}`);
      if (added.when <= newest) {
        problems.push(
          `${label}: added ${added.tag} has when ${added.when}, not newer than ${newest} already in the journal; ` +
            'drizzle would skip it on a database that has the newer one. Give it a newer `when` (and a later file number).',
        );
      }
      newest = Math.max(newest, added.when);
    }
  }
  return problems;
}

export interface ExpectedMigration {
  tag: string;
  when: number;
  /** sha256 of the .sql file, as drizzle stores it in drizzle.__drizzle_migrations. */
  hash: string;
}

export function expectedMigrations(folder: string): ExpectedMigration[] {
  return readJournal(folder).entries.map((entry) => ({
    tag: entry.tag,
    when: entry.when,
    hash: createHash('sha256')
      .update(readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8'))
      .digest('hex'),
  }));
}

export function migrationSqlFiles(folder: string): string[] {
  return readdirSync(folder).filter((f) => f.endsWith('.sql'));
}

export const appliedMigrationRowSchema = z.object({
  id: z.coerce.number().int(),
  hash: z.string(),
  created_at: z.coerce.number().int(),
});
export type AppliedMigration = z.infer<typeof appliedMigrationRowSchema>;

/**
 * Compares the rows drizzle keeps with the journal. `phase: 'before'` looks only at what the migrator would skip
 * (entries not newer than the newest applied row) and at changed files; `phase: 'after'` demands equality.
 */
export function appliedMigrationProblems(
  expected: readonly ExpectedMigration[],
  applied: readonly AppliedMigration[],
  phase: 'before' | 'after',
): string[] {
  const problems: string[] = [];
  const byWhen = new Map(applied.map((row) => [row.created_at, row]));
  const newestApplied = Math.max(0, ...applied.map((row) => row.created_at));
  for (const migration of expected) {
    const row = byWhen.get(migration.when);
    if (row) {
      if (row.hash !== migration.hash) {
        problems.push(
          `migration ${migration.tag} was changed after it was applied (sha256 in the database ${row.hash.slice(0, 12)}…, ` +
            `file ${migration.hash.slice(0, 12)}…). Never edit an applied migration: restore the file and add a new one.`,
        );
      }
    } else if (phase === 'after' || migration.when <= newestApplied) {
      problems.push(
        `migration ${migration.tag} (when ${migration.when}) was skipped: it is older than a migration already applied ` +
          `to this database, so the migrator will never run it. Give it a newer \`when\` in meta/_journal.json or apply it by hand.`,
      );
    }
  }
  const known = new Set(expected.map((m) => m.when));
  for (const row of applied) {
    if (!known.has(row.created_at)) {
      problems.push(
        `the database has applied migration #${row.id} (when ${row.created_at}) that is not in the journal: ` +
          'this build is older than the database.',
      );
    }
  }
  if (phase === 'after' && problems.length === 0 && applied.length !== expected.length) {
    problems.push(`the database has ${applied.length} applied migrations, the journal ${expected.length}`);
  }
  return problems;
}

export class MigrationStateError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Refusing to start: the database's migrations do not match this build.\n- ${problems.join('\n- ')}`,
    );
    this.name = 'MigrationStateError';
  }
}
