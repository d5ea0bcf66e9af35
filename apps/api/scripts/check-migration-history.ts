/**
 * CI check (part of `npm run lint`): every version of the migration journal on main's first-parent history, then
 * HEAD and the working tree, must extend the one before it by appending entries newer than everything already
 * there. Otherwise drizzle's migrator silently skips the older entry on a database that has a newer one (ADR 0023).
 *
 * Run: `npx tsx apps/api/scripts/check-migration-history.ts` from anywhere inside the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { journalHistoryProblems, parseJournal, type JournalVersion } from '../src/db/migration-journal';

export const JOURNAL_PATH = 'apps/api/src/db/migrations/meta/_journal.json';

/**
 * Historical commits on main that broke the rule before this check existed. They are accepted as they are; a new
 * commit never gets added here (re-stamp the migration instead).
 * - a9ce43e "Admin API …": appended 0012_admin at idx 8 while 0011_search (idx 7) was not yet in the journal.
 * - e773192 "Merge feat/booking": inserted 0011_search (when 1795400100000) below 0012_admin (1795400200000), so a
 *   database migrated between the two commits skips 0011_search.
 */
export const KNOWN_HISTORY_EXCEPTIONS: ReadonlySet<string> = new Set([
  'a9ce43ef44f1af9b53c199c0cd3d79ddb1652dd2',
  'e773192a05ca9b5df5dda1ff0c82785de1e76b3d',
]);

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 << 20,
  });
}

function tryGit(cwd: string, args: string[]): string | undefined {
  try {
    return git(cwd, args);
  } catch {
    return undefined;
  }
}

/**
 * The journal as it was at each commit of the first-parent history of HEAD that changed it, oldest first. Commits
 * of a feature branch that are not on main's first-parent line are left out (only the branch's result, HEAD, counts),
 * so re-stamping a migration on a branch before it is merged is fine. Finally the working tree when it differs.
 */
export function gitJournalVersions(repoDir: string, mainRef = 'main'): JournalVersion[] {
  const commits = git(repoDir, [
    'log',
    '--first-parent',
    '--reverse',
    '--format=%H',
    'HEAD',
    '--',
    JOURNAL_PATH,
  ])
    .split('\n')
    .filter(Boolean);
  const mainLine = tryGit(repoDir, ['rev-list', '--first-parent', mainRef]);
  const onMain = mainLine === undefined ? undefined : new Set(mainLine.split('\n').filter(Boolean));
  const head = git(repoDir, ['rev-parse', 'HEAD']).trim();
  const versions: JournalVersion[] = [];
  for (const commit of commits) {
    if (onMain && !onMain.has(commit) && commit !== head) continue;
    versions.push({ commit, journal: parseJournal(git(repoDir, ['show', `${commit}:${JOURNAL_PATH}`])) });
  }
  const lastCommitted = versions.at(-1);
  if (lastCommitted && lastCommitted.commit !== head && !(onMain?.has(head) ?? true)) {
    // HEAD did not touch the journal itself but a branch commit did: compare the branch's result.
    const text = tryGit(repoDir, ['show', `HEAD:${JOURNAL_PATH}`]);
    if (text) versions.push({ commit: head, journal: parseJournal(text) });
  }
  const worktreeFile = path.join(repoDir, JOURNAL_PATH);
  if (existsSync(worktreeFile)) {
    const text = readFileSync(worktreeFile, 'utf8');
    const committed = tryGit(repoDir, ['show', `HEAD:${JOURNAL_PATH}`]);
    if (
      committed === undefined ||
      JSON.stringify(JSON.parse(committed)) !== JSON.stringify(JSON.parse(text))
    ) {
      versions.push({ commit: 'working tree', journal: parseJournal(text) });
    }
  }
  return versions;
}

function main(): void {
  const repoDir = tryGit(process.cwd(), ['rev-parse', '--show-toplevel'])?.trim();
  if (!repoDir) {
    console.log(
      'check-migration-history: not a git checkout, nothing to compare (the journal test still runs).',
    );
    return;
  }
  if (tryGit(repoDir, ['rev-parse', '--is-shallow-repository'])?.trim() === 'true') {
    console.warn('check-migration-history: shallow clone, only the fetched history is checked.');
  }
  const versions = gitJournalVersions(repoDir);
  const problems = journalHistoryProblems(versions, KNOWN_HISTORY_EXCEPTIONS);
  if (problems.length > 0) {
    console.error(
      `Migration journal history is not append-only with increasing \`when\`:\n- ${problems.join('\n- ')}`,
    );
    process.exit(1);
  }
  console.log(`Migration journal history OK (${versions.length} versions checked).`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
