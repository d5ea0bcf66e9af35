import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  gitJournalVersions,
  JOURNAL_PATH,
  KNOWN_HISTORY_EXCEPTIONS,
} from '../scripts/check-migration-history';
import { migrationsFolder } from '../src/db/client';
import {
  journalHistoryProblems,
  journalProblems,
  migrationSqlFiles,
  readJournal,
  type Journal,
  type JournalVersion,
} from '../src/db/migration-journal';

const folder = migrationsFolder();
const repoRoot = path.resolve(import.meta.dirname, '../../..');

function entry(idx: number, when: number, tag: string): Journal['entries'][number] {
  return { idx, version: '7', when, tag, breakpoints: true };
}
function journalOf(...entries: Journal['entries']): Journal {
  return { version: '7', dialect: 'postgresql', entries };
}
function appended(journal: Journal, when: number, tag: string): Journal {
  return journalOf(...journal.entries, entry(journal.entries.length, when, tag));
}

describe('the migration journal', () => {
  it('counts idx up from 0, strictly increases `when`, and matches the .sql files one to one', () => {
    expect(journalProblems(readJournal(folder), migrationSqlFiles(folder))).toEqual([]);
  });

  it('keeps no drizzle-kit snapshots: the SQL files are the source of truth (ADR 0023)', () => {
    expect(readdirSync(path.join(folder, 'meta'))).toEqual(['_journal.json']);
  });

  it('reports a gap, an older `when`, a missing file and a file without an entry', () => {
    const journal = journalOf(entry(0, 100, '0000_a'), entry(2, 300, '0002_c'), entry(3, 200, '0003_d'));
    expect(journalProblems(journal, ['0000_a.sql', '0002_c.sql', '0004_e.sql'])).toEqual([
      '0002_c: idx 2, expected 1 (idx must count up from 0)',
      '0003_d: idx 3, expected 2 (idx must count up from 0)',
      '0003_d: when 200 is not newer than 0002_c (300)',
      '0003_d: no file 0003_d.sql',
      '0004_e.sql: no journal entry',
    ]);
  });
});

/** Main's history is read from git: skipped in an export without .git or in a shallow clone. */
function fullHistory(): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
        cwd: repoRoot,
        encoding: 'utf8',
      }).trim() === 'false'
    );
  } catch {
    return false;
  }
}

describe.runIf(fullHistory())(
  'the journal history (append-only, newer `when` than everything before)',
  () => {
    const history = gitJournalVersions(repoRoot);
    const last = history.at(-1)!;

    it("accepts main's history as it is, with exactly the two documented historical exceptions", () => {
      expect(journalHistoryProblems(history, KNOWN_HISTORY_EXCEPTIONS)).toEqual([]);
      const unexcused = journalHistoryProblems(history, new Set());
      expect(unexcused.map((p) => p.slice(0, 40)).sort()).toEqual(
        [...KNOWN_HISTORY_EXCEPTIONS].map((c) => c.slice(0, 40)).sort(),
      );
    });

    it("fails when main's history is replayed with a merge of a deliberately older migration", () => {
      const older: JournalVersion = {
        commit: 'merge-of-old-branch',
        journal: appended(last.journal, 1795400150000, `00${last.journal.entries.length}_old_branch`),
      };
      const problems = journalHistoryProblems([...history, older], KNOWN_HISTORY_EXCEPTIONS);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^merge-of-old-branch: added .*_old_branch has when 1795400150000, not newer than/,
      );
    });

    it('fails when a merge inserts an entry between existing ones or edits one', () => {
      const entries = last.journal.entries;
      const inserted = journalOf(
        ...entries.slice(0, 5),
        entry(5, entries[4]!.when + 1, '0005_between'),
        ...entries.slice(5).map((e) => ({ ...e, idx: e.idx + 1 })),
      );
      expect(journalHistoryProblems([last, { commit: 'insert', journal: inserted }], new Set())).not.toEqual(
        [],
      );
      const edited = journalOf(...entries.slice(0, -1), {
        ...entries.at(-1)!,
        when: entries.at(-1)!.when + 5,
      });
      expect(journalHistoryProblems([last, { commit: 'edit', journal: edited }], new Set())[0]).toMatch(
        /^edit: entry .* was replaced/,
      );
    });

    it("accepts today's branches merged in order (idx 13..17, when 1795600100000..1795600500000)", () => {
      const versions: JournalVersion[] = [{ commit: 'main', journal: readJournal(folder) }];
      for (let i = 0; i < 5; i++) {
        const previous = versions.at(-1)!.journal;
        versions.push({
          commit: `merge-${13 + i}`,
          journal: appended(previous, 1795600100000 + i * 100000, `00${18 + i}_branch`),
        });
      }
      expect(versions[1]!.journal.entries.at(-1)!.idx).toBe(13);
      expect(journalHistoryProblems([...history, ...versions], KNOWN_HISTORY_EXCEPTIONS)).toEqual([]);
    });
  },
);

describe('the history check on a real git repository', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'salonya-journal-git-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const writeJournal = (journal: Journal) => {
    mkdirSync(path.dirname(path.join(dir, JOURNAL_PATH)), { recursive: true });
    writeFileSync(path.join(dir, JOURNAL_PATH), JSON.stringify(journal, null, 2));
  };

  it('fails after a branch with an older migration is merged behind a newer one', () => {
    git('init', '-q', '-b', 'main');
    const base = journalOf(entry(0, 100, '0000_base'));
    writeJournal(base);
    git('add', '.');
    git('commit', '-q', '-m', 'base');

    // Branch "old" stamps its migration first (when 200); branch "new" stamps later (when 300) but merges first.
    git('checkout', '-q', '-b', 'old');
    writeJournal(appended(base, 200, '0001_old'));
    git('commit', '-q', '-am', 'old migration');
    git('checkout', '-q', 'main');
    git('checkout', '-q', '-b', 'new');
    writeJournal(appended(base, 300, '0001_new'));
    git('commit', '-q', '-am', 'new migration');
    git('checkout', '-q', 'main');
    git('merge', '-q', '--no-ff', '-m', 'merge new', 'new');
    expect(journalHistoryProblems(gitJournalVersions(dir), new Set())).toEqual([]);

    // The lead resolves the journal conflict by appending the older entry.
    git('merge', '-q', '--no-ff', '-s', 'ours', '-m', 'merge old', 'old');
    writeJournal(appended(appended(base, 300, '0001_new'), 200, '0002_old'));
    git('commit', '-q', '--amend', '-am', 'merge old');
    const problems = journalHistoryProblems(gitJournalVersions(dir), new Set());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/added 0002_old has when 200, not newer than 300/);

    // Re-stamped with a newer `when`, the same merge passes.
    writeJournal(appended(appended(base, 300, '0001_new'), 400, '0002_old'));
    git('commit', '-q', '--amend', '-am', 'merge old, re-stamped');
    expect(journalHistoryProblems(gitJournalVersions(dir), new Set())).toEqual([]);
  });
});
